import { ArmyFileSchema } from '@muster/tercios';
import { ArmyListSchema } from '@muster/wss-6mm';
import { describe, expect, it } from 'vitest';
import { missingFields, optionalFields, schemaAt, templateOf } from './schemaTemplate.js';

describe('the army form reads the ruleset schema', () => {
  it('lists the optional fields a Tercios unit or army does not have yet', () => {
    expect(missingFields(schemaAt(ArmyFileSchema, ['regiments', 0, 'units', 0]), { unit: 'tercio' })).toEqual([
      'options',
      'name',
    ]);
    expect(missingFields(ArmyFileSchema, { format: 'muster-army' })).toContain('elite');
    expect(optionalFields(schemaAt(ArmyFileSchema, ['elite']))).toEqual(['options', 'name', 'extraDiscipline']);
  });

  it('starts a new field or list item from the schema', () => {
    expect(templateOf(schemaAt(ArmyFileSchema, ['regiments', 0, 'units', 0, 'options']))).toEqual([]);
    expect(templateOf(schemaAt(ArmyFileSchema, ['regiments', 0, 'units', 0, 'options', 0]))).toBe('');
    expect(templateOf(schemaAt(ArmyFileSchema, ['elite']))).toEqual({ unit: '' });
    // A WSS brigade item: a battery or a unit (the first of the union), required fields only.
    expect(templateOf(schemaAt(ArmyListSchema, ['brigades', 0, 'units', 0]))).toEqual({
      id: '',
      name: '',
      type: 'field-battery',
      nationality: '',
      guns: 0,
    });
  });
});
