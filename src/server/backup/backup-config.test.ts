import { describe, expect, it } from 'vitest';
import { parseBackupConfig } from './backup-config.ts';

describe('BACKUP_HOUR and BACKUP_KEEP', () => {
  it('default to 03:00 Vietnam time and 14 backups', () => {
    expect(parseBackupConfig({})).toEqual({ time: '03:00', keep: 14 });
    expect(parseBackupConfig({ BACKUP_HOUR: ' ', BACKUP_KEEP: '' })).toEqual({ time: '03:00', keep: 14 });
  });

  it('take an hour alone or with minutes', () => {
    expect(parseBackupConfig({ BACKUP_HOUR: '2' }).time).toBe('02:00');
    expect(parseBackupConfig({ BACKUP_HOUR: '23:45' }).time).toBe('23:45');
    expect(parseBackupConfig({ BACKUP_KEEP: '365' }).keep).toBe(365);
  });

  it('refuse what is not a time of day or a sensible count, naming the variable', () => {
    for (const BACKUP_HOUR of ['24', '3:5', '03:60', '3h', '-1', 'ba giờ'])
      expect(() => parseBackupConfig({ BACKUP_HOUR })).toThrow(/^Invalid configuration: BACKUP_HOUR/);
    for (const BACKUP_KEEP of ['0', '366', '1.5', 'mười'])
      expect(() => parseBackupConfig({ BACKUP_KEEP })).toThrow(/^Invalid configuration: BACKUP_KEEP/);
  });
});
