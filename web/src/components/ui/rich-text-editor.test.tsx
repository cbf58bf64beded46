import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RichTextEditor } from './rich-text-editor';

afterEach(cleanup);

function Harness({ initial }: { initial: string }) {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <RichTextEditor label="Description" value={html} onChange={setHtml} />
      <output aria-label="html">{html}</output>
      <button type="button" onClick={() => setHtml('<p>Replaced from outside</p>')}>
        Replace
      </button>
    </>
  );
}

const html = () => screen.getByLabelText('html').textContent;
const textbox = () => screen.getByRole('textbox', { name: 'Description' });
/** Selects the whole text the way a person does: focus, then Ctrl+A (ProseMirror's own key binding). */
const selectAll = () => {
  act(() => textbox().focus());
  fireEvent.keyDown(textbox(), { key: 'a', code: 'KeyA', ctrlKey: true });
};
const tool = (name: string) => screen.getByRole('button', { name });

describe('RichTextEditor', () => {
  it('shows the HTML it is given, labelled, with its formatting tools', async () => {
    render(<Harness initial="<p>An evening of <strong>jazz</strong>.</p>" />);
    await waitFor(() => expect(textbox().innerHTML).toContain('<strong>jazz</strong>'));
    expect(screen.getByRole('toolbar', { name: 'Description formatting' })).toBeTruthy();
    for (const name of ['Bold', 'Italic', 'Heading', 'Subheading', 'Bullet list', 'Numbered list', 'Link']) expect(tool(name).getAttribute('aria-pressed')).toBe('false');
  });

  it('makes the selection bold and italic, a heading, and a bullet or numbered list, answering HTML', async () => {
    render(<Harness initial="<p>Doors at seven</p>" />);
    await waitFor(() => expect(textbox().textContent).toBe('Doors at seven'));
    selectAll();
    fireEvent.click(tool('Bold'));
    await waitFor(() => expect(html()).toBe('<p><strong>Doors at seven</strong></p>'));
    expect(tool('Bold').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(tool('Italic'));
    await waitFor(() => expect(html()).toBe('<p><strong><em>Doors at seven</em></strong></p>'));

    fireEvent.click(tool('Heading'));
    await waitFor(() => expect(html()).toBe('<h2><strong><em>Doors at seven</em></strong></h2>'));
    fireEvent.click(tool('Heading'));
    fireEvent.click(tool('Numbered list'));
    await waitFor(() => expect(html()).toBe('<ol><li><p><strong><em>Doors at seven</em></strong></p></li></ol>'));
    fireEvent.click(tool('Bullet list'));
    await waitFor(() => expect(html()).toBe('<ul><li><p><strong><em>Doors at seven</em></strong></p></li></ul>'));
  });

  it('links the selection (https added when left out) and removes the link', async () => {
    render(<Harness initial="<p>Tickets</p>" />);
    await waitFor(() => expect(textbox().textContent).toBe('Tickets'));
    selectAll();
    fireEvent.click(tool('Link'));
    fireEvent.change(screen.getByLabelText('Link address'), { target: { value: 'limelight.example/fees' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply link' }));
    await waitFor(() => expect(html()).toBe('<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://limelight.example/fees">Tickets</a></p>'));

    selectAll();
    fireEvent.click(tool('Link'));
    expect((screen.getByLabelText('Link address') as HTMLInputElement).value).toBe('https://limelight.example/fees');
    fireEvent.click(screen.getByRole('button', { name: 'Remove link' }));
    await waitFor(() => expect(html()).toBe('<p>Tickets</p>'));
  });

  it('takes a new value from outside, and answers an empty string when emptied', async () => {
    render(<Harness initial="<p>Old</p>" />);
    fireEvent.click(screen.getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(textbox().textContent).toBe('Replaced from outside'));
    selectAll();
    fireEvent.keyDown(textbox(), { key: 'Backspace', code: 'Backspace' });
    await waitFor(() => expect(html()).toBe(''));
  });

  it('with a maximum length counts the characters and refuses text past it, and offers the tools chosen', async () => {
    function Limited() {
      const [value, setValue] = useState('<p>Doors</p>');
      return (
        <>
          <RichTextEditor label="Description" value={value} onChange={setValue} maxLength={12} tools={['bold', 'italic', 'underline', 'bullets']} />
          <output aria-label="html">{value}</output>
        </>
      );
    }
    // jsdom lays nothing out; ProseMirror measures ranges to scroll a paste into view.
    Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
    Range.prototype.getBoundingClientRect ??= () => new DOMRect();
    render(<Limited />);
    await waitFor(() => expect(textbox().textContent).toBe('Doors'));
    expect(screen.getByText('5/12')).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Bold', 'Italic', 'Underline', 'Bullet list']);

    // Pasting over the whole text: refused when the result is too long.
    const paste = (text: string) => {
      selectAll();
      fireEvent.paste(textbox(), { clipboardData: { types: ['text/plain'], getData: (type: string) => (type === 'text/plain' ? text : '') } });
    };
    paste('Doors at seven pm');
    expect(textbox().textContent).toBe('Doors');
    expect(screen.getByText('5/12')).toBeTruthy();
    paste('Doors at 7');
    await waitFor(() => expect(textbox().textContent).toBe('Doors at 7'));
    expect(await screen.findByText('10/12')).toBeTruthy();
    expect(html()).toBe('<p>Doors at 7</p>');

    selectAll();
    fireEvent.click(tool('Underline'));
    await waitFor(() => expect(html()).toBe('<p><u>Doors at 7</u></p>'));
  });
});
