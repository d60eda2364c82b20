import { parseStatement, parseStatementDate } from './statement-csv';

const csv = (text: string) => Buffer.from(text, 'utf8');

describe('bank statement CSV', () => {
  it('reads an ANZ-style export, columns found by their header names', () => {
    const result = parseStatement(
      csv(
        'Type,Details,Particulars,Code,Reference,Amount,Date,ForeignCurrencyAmount,ConversionCharge\n' +
          'Bill Payment,J Smith,MIA1,PREMIUM,INV-000042,49.99,23/11/2026,,\n' +
          'Eftpos,Coffee Shop,,,,-4.50,24/11/2026,,\n',
      ),
    );
    expect(result).toEqual({
      ok: true,
      lines: [
        expect.objectContaining({ lineNumber: 2, postedOn: '2026-11-23', amountCents: 4999, payee: 'J Smith', particulars: 'MIA1', code: 'PREMIUM', reference: 'INV-000042' }),
        expect.objectContaining({ lineNumber: 3, postedOn: '2026-11-24', amountCents: -450, payee: 'Coffee Shop' }),
      ],
    });
  });

  it('skips the account lines a bank writes above the header (ASB) and reads year-first dates', () => {
    const result = parseStatement(
      csv(
        'Created date / time : 24 November 2026 / 09:12:45\n' +
          'Bank 12; Branch 3140; Account 0123452-00 (Business Account)\n' +
          '\n' +
          'Date,Unique Id,Tran Type,Cheque Number,Payee,Memo,Amount,Reference\n' +
          '2026/11/23,2026112301,D/C,,"Smith, J",Plan,29.99,inv 7\n',
      ),
    );
    expect(result.ok && result.lines).toEqual([expect.objectContaining({ lineNumber: 5, postedOn: '2026-11-23', amountCents: 2999, payee: 'Smith, J', reference: 'inv 7' })]);
  });

  it('gives two identical transactions in one file different fingerprints, and the same file the same ones', () => {
    const text = 'Date,Amount,Payee,Reference\n23/11/2026,49.99,A,INV-1\n23/11/2026,49.99,A,INV-1\n';
    const first = parseStatement(csv(text));
    const again = parseStatement(csv(text));
    if (!first.ok || !again.ok) throw new Error('expected both to parse');
    expect(first.lines[0].fingerprint).not.toBe(first.lines[1].fingerprint);
    expect(again.lines.map((l) => l.fingerprint)).toEqual(first.lines.map((l) => l.fingerprint));
  });

  it.each([
    ['an empty file', '', 'The statement file is empty'],
    ['only blank lines', '\n\n  \n', 'The statement file is empty'],
    ['wrong columns', 'When,How much,Who\n23/11/2026,49.99,A\n', 'The statement has no header row with Date, Amount and Reference columns'],
    ['a header and no transactions', 'Date,Amount,Reference\n', 'The statement has a header row but no transactions'],
  ])('refuses %s', (_case, text, message) => {
    expect(parseStatement(csv(text))).toEqual({ ok: false, message });
  });

  it('refuses a file that is not text', () => {
    expect(parseStatement(Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0x01]))).toEqual({ ok: false, message: 'The statement file is not a CSV text file' });
  });

  it('names the first bad lines (dates and amounts) and refuses the whole file', () => {
    const rows = ['Date,Amount,Reference', '23/11/2026,49.99,INV-1', '31/02/2026,49.99,INV-2', '24/11/2026,abc,INV-3'];
    for (let i = 0; i < 6; i++) rows.push(`yesterday,1.00,INV-${10 + i}`);
    const result = parseStatement(csv(rows.join('\n')));
    expect(result).toEqual({
      ok: false,
      message:
        'Nothing was imported. Fix these lines and import the file again: line 3: the date "31/02/2026" is not a date like 23/11/2026; ' +
        'line 4: the amount "abc" is not a number like 49.99; line 5: the date "yesterday" is not a date like 23/11/2026; ' +
        'line 6: the date "yesterday" is not a date like 23/11/2026; line 7: the date "yesterday" is not a date like 23/11/2026; and 3 more',
    });
  });

  it('names the line of a broken quote', () => {
    const result = parseStatement(csv('Date,Amount,Reference\n23/11/2026,49.99,"INV-1\n'));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/^Nothing was imported\. Fix these lines and import the file again: line \d+: /);
  });

  it.each([
    ['23/11/2026', '2026-11-23'],
    ['3/1/2026', '2026-01-03'],
    ['23/11/26', '2026-11-23'],
    ['23-11-2026', '2026-11-23'],
    ['2026-11-23', '2026-11-23'],
    ['29/02/2028', '2028-02-29'],
  ])('reads the date %s as %s', (text, date) => {
    expect(parseStatementDate(text)).toBe(date);
  });

  it.each(['29/02/2026', '11/23/2026', '2026-13-01', 'Nov 23'])('refuses the date %s', (text) => {
    expect(parseStatementDate(text)).toBeNull();
  });
});
