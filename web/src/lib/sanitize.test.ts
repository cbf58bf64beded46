import { describe, expect, it } from 'vitest';
import { activityText, isSitePath, sanitizeActivityHtml, sanitizeNotificationHtml } from './sanitize';

describe('activity messages', () => {
  it('keep links to pages of this site', () => {
    const html = '<a href="/manage/riverside/reporting/patrons/sam%40example.com">Sam Rivera</a> bought 2 tickets to <a href="/event/e1">Late Night Jazz</a>';
    expect(sanitizeActivityHtml(html)).toBe(html);
  });

  it('drop other links, attributes, tags and scripts but keep their text', () => {
    expect(sanitizeActivityHtml('<a href="https://evil.example/">Sam</a> <b onclick="x()">bold</b>')).toBe('Sam bold');
    expect(sanitizeActivityHtml('<a href="//evil.example/x">A</a><a href="/\\evil.example">B</a><a href="javascript:alert(1)">C</a>')).toBe('ABC');
    expect(sanitizeActivityHtml('<a href="/event/1" onmouseover="steal()" target="_blank">Gala</a>')).toBe('<a href="/event/1">Gala</a>');
    expect(sanitizeActivityHtml('<img src=x onerror="alert(1)">Hi<script>alert(1)</script><style>p{}</style>')).toBe('Hi');
    expect(sanitizeActivityHtml('Tom &amp; Jerry &lt;3')).toBe('Tom &amp; Jerry &lt;3');
  });

  it('know a site path', () => {
    expect(isSitePath('/event/1')).toBe(true);
    expect(isSitePath('//evil.example')).toBe(false);
    expect(isSitePath('/\\evil.example')).toBe(false);
    expect(isSitePath('https://limelight.example/event/1')).toBe(false);
    expect(isSitePath('/event/1\nx')).toBe(false);
  });

  it('read as plain text for the export', () => {
    expect(activityText('<a href="/p">Sam &amp; Jo</a>  bought\n1 ticket to <a href="/event/1">Gala</a>')).toBe('Sam & Jo bought 1 ticket to Gala');
  });

  it('keep bold and italic in notifications, without their attributes', () => {
    expect(sanitizeNotificationHtml('<b onclick="x()">Sam Rivera</b> bought 2 tickets to <a href="/event/1"><em>Gala</em></a><span>!</span>')).toBe(
      '<b>Sam Rivera</b> bought 2 tickets to <a href="/event/1"><em>Gala</em></a>!',
    );
    expect(sanitizeNotificationHtml('<strong><img src=x onerror="alert(1)">Jo</strong><script>alert(1)</script>')).toBe('<strong>Jo</strong>');
  });
});
