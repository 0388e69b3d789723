import { describe, expect, test } from 'vitest';
import { auditActionLabel, describeChanges, fieldLabel, valueText } from './audit-labels';

describe('audit labels', () => {
  test('known actions read as words; unknown ones are shown as they are', () => {
    expect(auditActionLabel('user.ban')).toBe('Banned user');
    expect(auditActionLabel('report.status')).toBe('Updated report status');
    expect(auditActionLabel('something.new')).toBe('something.new');
  });

  test('field names become labels', () => {
    expect(fieldLabel('banReason')).toBe('Ban reason');
    expect(fieldLabel('is_banned')).toBe('Is banned');
    expect(fieldLabel('bookingsCancelled')).toBe('Bookings cancelled');
  });

  test('values read naturally: yes/no, a dash for nothing, dates in India time', () => {
    expect(valueText(true)).toBe('Yes');
    expect(valueText(null)).toBe('—');
    expect(valueText(150000)).toBe('1,50,000');
    expect(valueText('2026-03-05T14:00:00.000Z')).toBe('5 Mar 2026, 7:30 pm');
    expect(valueText({ a: 1 })).toBe('{"a":1}');
  });

  test('an update lists only the fields that changed, before and after', () => {
    expect(
      describeChanges(
        { title: 'Jazz', isBanned: false, banReason: null },
        { title: 'Jazz', isBanned: true, banReason: 'Spam' },
      ),
    ).toEqual([
      { field: 'Is banned', before: 'No', after: 'Yes' },
      { field: 'Ban reason', before: '—', after: 'Spam' },
    ]);
  });

  test('a creation or a deletion lists every field on its one side', () => {
    expect(describeChanges(null, { name: 'Kids' })).toEqual([{ field: 'Name', before: null, after: 'Kids' }]);
    expect(describeChanges({ name: 'Kids' }, null)).toEqual([{ field: 'Name', before: 'Kids', after: null }]);
    expect(describeChanges(null, null)).toEqual([]);
  });
});
