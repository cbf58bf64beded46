import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Carousel } from './carousel';

afterEach(cleanup);

const names = Array.from({ length: 10 }, (_, i) => `Item ${i + 1}`);
const renderCarousel = (items = names) => render(<Carousel label="Events" items={items} itemKey={(item) => item} renderItem={(item) => <span>{item}</span>} />);
const shown = () => within(screen.getByRole('list')).getAllByRole('listitem').map((li) => li.textContent);

describe('Carousel', () => {
  it('pages through its items four at a time with the previous and next buttons', () => {
    renderCarousel();
    const previous = screen.getByRole('button', { name: 'Previous events' });
    const next = screen.getByRole('button', { name: 'Next events' });
    expect(shown()).toEqual(['Item 1', 'Item 2', 'Item 3', 'Item 4']);
    expect(previous.getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(next);
    expect(shown()).toEqual(['Item 5', 'Item 6', 'Item 7', 'Item 8']);
    fireEvent.click(next);
    expect(shown()).toEqual(['Item 9', 'Item 10']);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next);
    expect(shown()).toEqual(['Item 9', 'Item 10']);
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();

    fireEvent.click(previous);
    expect(shown()).toEqual(['Item 5', 'Item 6', 'Item 7', 'Item 8']);
  });

  it('pages with the arrow keys while a paging button has focus', () => {
    renderCarousel();
    const next = screen.getByRole('button', { name: 'Next events' });
    next.focus();
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(shown()[0]).toBe('Item 5');
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(shown()[0]).toBe('Item 1');
  });

  it('has no paging controls when everything fits on one page', () => {
    renderCarousel(names.slice(0, 4));
    expect(screen.queryByRole('button')).toBeNull();
    expect(shown()).toHaveLength(4);
    expect(screen.getByRole('region', { name: 'Events' })).toBeTruthy();
  });
});
