import { describe, expect, test } from 'vitest';
import { categorySlug, findCategoryByReference } from './category-reference';

const MUSIC = { id: '6a1f0c52-7b8e-4d3c-9f21-0e4b5a6c7d8e', name: 'Music' };
const FOOD = { id: '7b2f0c52-7b8e-4d3c-9f21-0e4b5a6c7d8e', name: 'Food & Drink' };
const CAFE = { id: '8c3f0c52-7b8e-4d3c-9f21-0e4b5a6c7d8e', name: 'Café Nights' };
const CATEGORIES = [MUSIC, FOOD, CAFE];

describe('categorySlug', () => {
  test.each([
    ['Music', 'music'],
    ['Food & Drink', 'food-drink'],
    ['  Stand-up  Comedy! ', 'stand-up-comedy'],
    ['Café Nights', 'cafe-nights'],
    ['&&', ''],
  ])('%s is %s', (name, slug) => {
    expect(categorySlug(name)).toBe(slug);
  });
});

describe('findCategoryByReference', () => {
  test('finds a category by its id, in any case', () => {
    expect(findCategoryByReference(CATEGORIES, MUSIC.id)).toBe(MUSIC);
    expect(findCategoryByReference(CATEGORIES, MUSIC.id.toUpperCase())).toBe(MUSIC);
  });

  test.each(['Music', 'music', 'MUSIC', ' music '])(
    'finds Music by its name %j, case-insensitively',
    (name) => {
      expect(findCategoryByReference(CATEGORIES, name)).toBe(MUSIC);
    },
  );

  test.each([
    ['food-drink', FOOD],
    ['Food & Drink', FOOD],
    ['food drink', FOOD],
    ['cafe-nights', CAFE],
    ['Café Nights', CAFE],
  ])('finds a category by its slug or name %j', (reference, category) => {
    expect(findCategoryByReference(CATEGORIES, reference)).toBe(category);
  });

  test('an exact name wins over another category whose slug it also is', () => {
    const odd = { id: '9d4f0c52-7b8e-4d3c-9f21-0e4b5a6c7d8e', name: 'food-drink' };
    expect(findCategoryByReference([FOOD, odd], 'food-drink')).toBe(odd);
  });

  test.each(['', '  ', 'Opera', '&&', '00000000-0000-4000-8000-000000000000'])(
    '%j names no category',
    (reference) => {
      expect(findCategoryByReference(CATEGORIES, reference)).toBeUndefined();
    },
  );
});
