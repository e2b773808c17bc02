import { describe, expect, it } from 'vitest';
import { formatUnits, selectUnitNoun } from './unit-noun';

describe('selectUnitNoun', () => {
  it.each([
    ['Organic Black Seed Oil', '100ml', 'bottle'],
    ['Black Seed Oil Capsules 1000mg', '60 capsules', 'bottle'],
    ['Manuka Honey MGO 263+', '250g', 'jar'],
    ['Black Seed Honey', '250g', 'jar'],
    ['Pure Himalayan Shilajit Resin', '15g', 'jar'],
    ['Tallow & Honey Lip Balm', 'Default', 'tub'],
    ['Whipped Beef Tallow Skin Cream', '60ml', 'tub'],
    ['Black Seed Soap Bar', 'Default', 'bar'],
    ['Professional Cupping Cups', 'B1 (60 mm)', 'cup'],
    ['Silicone Cupping Set (4 cups)', 'Default', 'set'],
    ['Hijama Cupping Kit, 24 Cups and Pump', 'Default', 'kit'],
    ['Wholesale Black Seed Oil 1L (case of 6)', 'Default', 'case'],
    ['Wholesale Manuka Honey MGO 263+ (case of 12)', 'Default', 'case'],
    ['Ashwagandha Trade Pack (12 jars)', 'Default', 'pack'],
    ['Sterile Surgical Blades No. 11 (100)', 'Default', 'pack'],
    ['Moroccan Argan Oil', '50ml', 'bottle'],
    ['Facial Glider Cups', 'Default', 'item'],
  ])('%s %s → %s', (title, variantTitle, noun) => {
    expect(selectUnitNoun({ title, variantTitle })).toBe(noun);
  });
});

describe('formatUnits', () => {
  it('pluralises', () => {
    expect(formatUnits(1, 'bottle')).toBe('1 bottle');
    expect(formatUnits(2, 'jar')).toBe('2 jars');
    expect(formatUnits(3, 'case')).toBe('3 cases');
    expect(formatUnits(100, 'cup')).toBe('100 cups');
  });
});
