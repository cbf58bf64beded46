import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvCell, downloadCsv, toCsv } from './csv';
import { parseCsv } from '../test/csv-reader';

describe('CSV text', () => {
  it('joins cells with commas and ends every line with CRLF', () => {
    expect(toCsv([['Name', 'Date', 'Revenue', 'Tickets sold'], ['Winter Gala', '05 Mar 2026', '150.00', 1]])).toBe('Name,Date,Revenue,Tickets sold\r\nWinter Gala,05 Mar 2026,150.00,1\r\n');
  });

  it('quotes cells with commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvCell('Jazz, Blues & Soul')).toBe('"Jazz, Blues & Soul"');
    expect(csvCell('The "Late" Show')).toBe('"The ""Late"" Show"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('carriage\r\nreturn')).toBe('"carriage\r\nreturn"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('writes empty cells for missing values and numbers and booleans as they are', () => {
    expect(toCsv([[null, undefined, 0, -12.5, true, '']])).toBe(',,0,-12.5,true,\r\n');
  });

  it('puts a single quote before text that a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Click")')).toBe(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(csvCell('+1+2')).toBe("'+1+2");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    // Formula characters elsewhere, and plain (negative) numbers, stay as they are.
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('-3.50')).toBe('-3.50');
    expect(csvCell(-3.5)).toBe('-3.5');
  });

  it('reads back to the same cells with an RFC 4180 parser', () => {
    const rows = [
      ['Name', 'Note'],
      ['A, B', 'say "hi"\nthen leave'],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });
});

describe('downloading a CSV file', () => {
  afterEach(() => vi.restoreAllMocks());

  it('saves the rows under the given name, as UTF-8 with a byte order mark', async () => {
    // jsdom has neither object URLs nor downloads: keep the blob and the link that was clicked.
    let saved: Blob | undefined;
    Object.assign(URL, { createObjectURL: (blob: Blob) => ((saved = blob), 'blob:events'), revokeObjectURL: () => undefined });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    downloadCsv('Events 2026-03-05.csv', [['Name'], ['Café Concert']]);

    expect(clicked.map((a) => [a.download, a.href])).toEqual([['Events 2026-03-05.csv', 'blob:events']]);
    expect(saved?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await saved!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Name\r\nCafé Concert\r\n');
    expect(document.querySelector('a[download]')).toBeNull();
  });
});

