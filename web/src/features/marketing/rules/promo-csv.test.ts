import { describe, expect, it } from 'vitest';
import { CSV_TEXT, readPromoCodes, readPromoCodesFile } from './promo-csv';

const file = (text: string, name = 'codes.csv') => new File([text], name, { type: 'text/csv' });

describe('reading a bulk import file', () => {
  it('takes one code a line, uppercased, with CRLF or LF and a final line break', () => {
    expect(readPromoCodes('spring26\r\nSUMMER26\r\nfall2026\r\n')).toEqual({ codes: ['SPRING26', 'SUMMER26', 'FALL2026'], errors: [] });
    expect(readPromoCodes('\uFEFFwinter26\nearly123')).toEqual({ codes: ['WINTER26', 'EARLY123'], errors: [] });
  });

  it("reports every line's problem with the seed's messages, and then keeps no code", () => {
    const text = ['GOOD01', 'a,b', '', 'abc', 'bad-code', 'TOOLONGCODE1', 'x,y,z', 'good01'].join('\n');
    expect(readPromoCodes(text)).toEqual({
      codes: [],
      errors: [
        'Line 2 has 2 columns. Each line should contain exactly one code.',
        'Line 3 is empty. Each line must contain a code.',
        'Code on line 4 is too short. Codes must be at least 6 characters.',
        'Code on line 5 contains invalid characters. Only letters and numbers are allowed.',
        CSV_TEXT.tooLong(6),
        'Line 7 has 3 columns. Each line should contain exactly one code.',
        'Code on line 8 appears on an earlier line. Each code must be unique.',
      ],
    });
  });

  it('finds an empty file empty', () => {
    expect(readPromoCodes('').errors).toEqual(['The file is empty. Please add promo codes.']);
    expect(readPromoCodes('\n  \n').errors).toEqual(['The file is empty. Please add promo codes.']);
  });

  it('takes only .csv files and reads them', async () => {
    expect(await readPromoCodesFile(file('SPRING26', 'codes.txt'))).toEqual({ codes: [], errors: ['Invalid file format. Please upload a CSV file'] });
    expect(await readPromoCodesFile(file('spring26\nsummer26\n', 'CODES.CSV'))).toEqual({ codes: ['SPRING26', 'SUMMER26'], errors: [] });
  });

  it('takes at most 1000 codes at once', () => {
    const codes = Array.from({ length: 1001 }, (_, n) => `CODE${String(n).padStart(4, '0')}`);
    expect(readPromoCodes(codes.slice(0, 1000).join('\n')).codes).toHaveLength(1000);
    expect(readPromoCodes(codes.join('\n')).errors).toEqual(['Upload at most 1000 codes at once']);
  });

  it('says how many codes it found', () => {
    expect(CSV_TEXT.found(3)).toBe('File uploaded successfully. Found 3 codes.');
  });
});
