import { describe, expect, it } from 'vitest';
import { csvAmount, csvCell, csvDocument } from './csv';

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
    expect(csvCell('Amira Khan')).toBe('Amira Khan');
    expect(csvCell('Khan, Amira')).toBe('"Khan, Amira"');
    expect(csvCell('She said "hi"')).toBe('"She said ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+44 7700 900123')).toBe("'+44 7700 900123");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@sum')).toBe("'@sum");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell(null)).toBe('');
    expect(csvCell(29.98)).toBe('29.98');
  });

  it('writes amounts as plain decimals, a credit with its minus sign', () => {
    expect(csvCell(csvAmount(-1203))).toBe('-12.03');
    expect(csvCell(csvAmount(5))).toBe('0.05');
    expect(csvCell(-3)).toBe('-3');
  });

  it('writes a header and rows with CRLF line ends', () => {
    expect(csvDocument(['A', 'B'], [['x', csvAmount(100)]])).toBe('A,B\r\nx,1.00\r\n');
  });
});
