import { describe, expect, it } from 'vitest';
import {
  editRow,
  emptyRow,
  headersOf,
  rowsOf,
  withToken,
  type HeaderRow,
} from './requestTesterPlan';

const accept: HeaderRow = { isUsed: true, header: 'Accept', value: '*/*' };

describe('request tester rules', () => {
  it('builds the object from enabled, named rows; trims names; a later duplicate wins', () => {
    expect(
      headersOf([
        { isUsed: true, header: ' X-A ', value: '1' },
        { isUsed: false, header: 'X-B', value: '2' },
        { isUsed: true, header: '   ', value: '3' },
        { isUsed: true, header: 'X-A', value: '4' },
      ]),
    ).toEqual({ 'X-A': '4' });
  });

  it.each<[string, number, HeaderRow[]]>([
    ['a row in use keeps its tick', 0, [{ ...accept, value: 'x' }, emptyRow()]],
    [
      'the spare last row is put to use and a new spare row follows',
      1,
      [accept, { isUsed: true, header: '', value: 'x' }, emptyRow()],
    ],
    ['a row that is not there changes nothing', 5, [accept, emptyRow()]],
  ])('editing a value: %s', (_name, index, rows) => {
    expect(editRow([accept, emptyRow()], index, 'value', 'x')).toEqual(rows);
  });

  it('a token goes into an authorization row of any case, or a new one before the spare row', () => {
    const withAuth = [accept, { isUsed: false, header: 'AUTHORIZATION', value: '' }, emptyRow()];
    expect(withToken(withAuth, 't')).toEqual([
      accept,
      { isUsed: true, header: 'AUTHORIZATION', value: 't' },
      emptyRow(),
    ]);
    expect(withToken([accept, emptyRow()], 't')).toEqual([
      accept,
      { isUsed: true, header: 'authorization', value: 't' },
      emptyRow(),
    ]);
  });

  it("a loaded request's headers become enabled rows, then the spare row", () => {
    expect(rowsOf([['Accept', '*/*']])).toEqual([accept, emptyRow()]);
  });
});
