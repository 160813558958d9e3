import { describe, expect, it } from 'vitest';
import { counted } from './counted.js';

describe('counted (the wording of army-check messages)', () => {
  it('counted: the plural falls on the head noun, one stays singular', () => {
    expect(counted(1, 'company of shooters')).toBe('1 company of shooters');
    expect(counted(3, 'company of shooters')).toBe('3 companies of shooters');
    expect(counted(0, 'cavalry regiment')).toBe('0 cavalry regiments');
    expect(counted(2, 'battery')).toBe('2 batteries');
    expect(counted(2, 'other cavalry regiment')).toBe('2 other cavalry regiments');
    expect(counted(4, 'virtue')).toBe('4 virtues');
    expect(counted(2, 'Host choice')).toBe('2 Host choices');
    expect(counted(2, 'type')).toBe('2 types');
    expect(counted(2, 'march')).toBe('2 marches');
    expect(counted(2, 'brush')).toBe('2 brushes');
    expect(counted(2, 'box')).toBe('2 boxes');
    expect(counted(2, 'class')).toBe('2 classes');
  });
});
