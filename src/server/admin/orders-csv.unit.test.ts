import { describe, expect, it } from 'vitest';
import { csvCell } from './orders-csv';

describe('orders CSV cells', () => {
  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
    expect(csvCell('Amira Khan')).toBe('Amira Khan');
    expect(csvCell('Khan, Amira')).toBe('"Khan, Amira"');
    expect(csvCell('She said "hi"')).toBe('"She said ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+44 7700 900123')).toBe("'+44 7700 900123");
    expect(csvCell('@sum')).toBe("'@sum");
    expect(csvCell(null)).toBe('');
    expect(csvCell(29.98)).toBe('29.98');
  });
});
