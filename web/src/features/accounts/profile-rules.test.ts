import { describe, expect, it } from 'vitest';
import { allTabVideoCount, availableTabs, chooseTab, hasNextPage, nextPageParam, type ProfileContent } from './profile-rules';

const nothing: ProfileContent = { hasMembershipTiers: false, hasEvents: false, hasVideos: false, hasAbout: false };
const page = (length: number) => Array.from({ length }, (_, n) => n);

describe('the profile tab', () => {
  it('has no tab at all for an empty profile', () => {
    expect(availableTabs(nothing)).toEqual([]);
    expect(chooseTab('all', nothing)).toBeUndefined();
    expect(chooseTab(undefined, nothing)).toBeUndefined();
  });

  it('offers All with any content, then each tab that has content, in order', () => {
    expect(availableTabs({ ...nothing, hasAbout: true })).toEqual(['all', 'about']);
    expect(availableTabs({ hasMembershipTiers: true, hasEvents: true, hasVideos: true, hasAbout: true })).toEqual(['all', 'membership', 'events', 'videos', 'about']);
    expect(availableTabs({ ...nothing, hasVideos: true, hasMembershipTiers: true })).toEqual(['all', 'membership', 'videos']);
  });

  it('is the requested tab when it has content', () => {
    const content = { ...nothing, hasEvents: true, hasVideos: true };
    expect(chooseTab('events', content)).toBe('events');
    expect(chooseTab('videos', content)).toBe('videos');
    expect(chooseTab('all', content)).toBe('all');
  });

  it('falls back to the first available tab for a tab without content, an unknown tab or none', () => {
    const content = { ...nothing, hasEvents: true };
    expect(chooseTab('membership', content)).toBe('all');
    expect(chooseTab('videos', content)).toBe('all');
    expect(chooseTab('about', content)).toBe('all');
    expect(chooseTab('nonsense', content)).toBe('all');
    expect(chooseTab(undefined, content)).toBe('all');
  });

  it('needs public membership tiers for Membership, events for Events, videos for Videos and an About for About', () => {
    expect(chooseTab('membership', { ...nothing, hasMembershipTiers: true })).toBe('membership');
    expect(chooseTab('membership', { ...nothing, hasAbout: true })).toBe('all');
    expect(chooseTab('events', { ...nothing, hasVideos: true })).toBe('all');
    expect(chooseTab('videos', { ...nothing, hasVideos: true })).toBe('videos');
    expect(chooseTab('about', { ...nothing, hasAbout: true })).toBe('about');
  });

  it('shows 3 videos on the All tab on phones and 6 otherwise', () => {
    expect(allTabVideoCount(true)).toBe(3);
    expect(allTabVideoCount(false)).toBe(6);
  });
});

describe('profile list paging', () => {
  it('has a next page when the list length is a non-zero multiple of 30', () => {
    expect(hasNextPage(0)).toBe(false);
    expect(hasNextPage(29)).toBe(false);
    expect(hasNextPage(30)).toBe(true);
    expect(hasNextPage(31)).toBe(false);
    expect(hasNextPage(60)).toBe(true);
  });

  it('asks for the page after the loaded ones until a page is short or empty', () => {
    expect(nextPageParam([page(30)])).toBe(2);
    expect(nextPageParam([page(30), page(30)])).toBe(3);
    expect(nextPageParam([page(29)])).toBeUndefined();
    expect(nextPageParam([page(30), page(0)])).toBeUndefined();
    expect(nextPageParam([page(0)])).toBeUndefined();
  });
});
