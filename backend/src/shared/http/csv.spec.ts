import { csvCell, toCsv } from './csv';

describe('CSV', () => {
  it.each([
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+44 7700', "'+44 7700"],
    ['-1', "'-1"],
    ['@sum', "'@sum"],
    ['a,b', '"a,b"'],
    ['plain@example.com', 'plain@example.com'],
  ])('writes %s as %s', (value, cell) => expect(csvCell(value)).toBe(cell));

  it('writes a header and rows with CRLF line ends', () => {
    expect(toCsv(['email', 'n'], [['a@example.com', 1], ['b@example.com', null]])).toBe('email,n\r\na@example.com,1\r\nb@example.com,\r\n');
  });
});
