import { describe, expect, it } from 'vitest';
import type { DefinitionRow } from '../../repositories/student-data.repository.ts';
import { futureProblem, pointKey, pointOf, valueOf } from './data-rules.ts';

const base: DefinitionRow = {
  id: 1,
  district_id: 1,
  school_id: null,
  name: 'Reading',
  result_type: 'manual',
  options: [],
  min_value: 0,
  max_value: 30,
  data_type: 'month',
  months: [8, 0],
  labels: [],
  position: 0,
  active: true,
  version: 1,
  created_at: new Date(),
  updated_at: new Date(),
};
const dropdown: DefinitionRow = { ...base, result_type: 'dropdown', options: [{ label: 'Green', color: '#0f0' }], data_type: 'label', months: [], labels: ['Fall'] };

describe('result values', () => {
  it('accepts numbers within the bounds, as decimals too', () => {
    expect(valueOf(base, ' 12.5 ')).toEqual({ value_number: 12.5, value_option: null });
    expect(valueOf(base, '0')).toEqual({ value_number: 0, value_option: null });
    expect(valueOf(base, '30')).toEqual({ value_number: 30, value_option: null });
  });
  it('answers the spec messages for non-numbers and out-of-range values', () => {
    for (const bad of ['abc', '1e3', '12,5', '--1', 'Infinity', '0x10']) expect(valueOf(base, bad)).toMatchObject({ message: 'Please enter only numbers' });
    expect(valueOf(base, '-0.5')).toEqual({ field: 'value', message: 'Value must be greater than or equal to {min}', params: { min: 0 } });
    expect(valueOf(base, '30.01')).toEqual({ field: 'value', message: 'Value must be less than or equal to {max}', params: { max: 30 } });
  });
  it('treats an empty value as "delete", and dropdowns take only their options', () => {
    expect(valueOf(base, '  ')).toBeNull();
    expect(valueOf(dropdown, 'Green')).toEqual({ value_number: null, value_option: 'Green' });
    expect(valueOf(dropdown, 'green')).toMatchObject({ message: 'Invalid value' });
  });
});

describe('result points', () => {
  it('takes only the measure’s months or labels', () => {
    expect(pointOf(base, 8, undefined)).toEqual({ month: 8, label: '' });
    expect(pointOf(base, 3, undefined)).toMatchObject({ field: 'month', message: 'Invalid value' });
    expect(pointOf(base, undefined, undefined)).toMatchObject({ field: 'month', message: 'Required' });
    expect(pointOf(base, 8, 'Fall')).toMatchObject({ field: 'label' });
    expect(pointOf(dropdown, undefined, 'Fall')).toEqual({ month: -1, label: 'Fall' });
    expect(pointOf(dropdown, 0, 'Fall')).toMatchObject({ field: 'month' });
    expect(pointOf(dropdown, undefined, 'Spring')).toMatchObject({ field: 'label', message: 'Invalid value' });
  });
  it('keys points for grids and audit details', () => {
    expect(pointKey({ month: 0, label: '' })).toBe('m0');
    expect(pointKey({ month: -1, label: 'Fall' })).toBe('l:Fall');
  });
});

describe('results dated in the future', () => {
  const today = new Date('2026-11-24T12:00:00Z');
  it('refuses a month not yet begun, and any point of a later school year', () => {
    expect(futureProblem(base, 2026, { month: 11, label: '' }, today)).toEqual({ field: 'month', message: 'A result cannot be recorded for a date in the future' });
    expect(futureProblem(base, 2026, { month: 0, label: '' }, today)?.field).toBe('month');
    expect(futureProblem(base, 2027, { month: 8, label: '' }, today)?.field).toBe('month');
    expect(futureProblem(dropdown, 2027, { month: -1, label: 'Fall' }, today)).toEqual({ field: 'school_year', message: 'A result cannot be recorded for a date in the future' });
  });
  it('accepts the current month, earlier months and earlier years', () => {
    expect(futureProblem(base, 2026, { month: 10, label: '' }, today)).toBeNull();
    expect(futureProblem(base, 2026, { month: 8, label: '' }, today)).toBeNull();
    expect(futureProblem(base, 2025, { month: 6, label: '' }, today)).toBeNull();
    expect(futureProblem(dropdown, 2026, { month: -1, label: 'Fall' }, today)).toBeNull();
  });
  it('knows a July point belongs to the end of the school year', () => {
    expect(futureProblem(base, 2025, { month: 6, label: '' }, new Date('2026-06-30T12:00:00Z'))?.field).toBe('month');
    expect(futureProblem(base, 2025, { month: 6, label: '' }, new Date('2026-07-01T12:00:00Z'))).toBeNull();
  });
});
