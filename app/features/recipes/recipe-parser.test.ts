import { describe, expect, it } from 'vitest';
import { parseRecipe, RecipeFormatError } from './recipe-parser';

const FRONT = `---
title: Roasted Squash, Kale and Farro Salad
description: A warm autumn salad of roasted winter squash, massaged lacinato kale and nutty farro with a maple-cider dressing.
season: autumn, winter
meal: lunch
diet: vegetarian, vegan, dairy-free
prepMinutes: 20
cookMinutes: 35
servings: 4
published: 2026-10-04
updated: 2026-11-20
image: /images/recipes/roasted-squash-kale-farro-salad.svg
imageAlt: A wide bowl of squash, kale and farro
---`;

const BODY = `
Two sentences of introduction. It is **good**.

## Ingredients

### For the salad
- 1 | kg | winter squash (butternut or kabocha) | peeled, seeded, cut into 2 cm cubes
- 200 | g | lacinato kale | stems stripped | lacinato-kale-seeds
- 2-3 | tbsp | olive oil
- 1 1/2 | cup | farro | | 

### For the dressing
- 1/2 | tsp | maple syrup
- | | salt and black pepper | to taste

## Method

1. Heat the oven to 220 °C (425 °F).
2. Roast the squash for 30 minutes,
   until browned at the edges.

3. Toss everything together.

## Tips

Keeps for two days.

## Grow it yourself

Sow kale in summer.
`;

const FILE = 'content/recipes/roasted-squash-kale-farro-salad.md';
const parse = (source: string) => parseRecipe(FILE, source);

/** The error a source gives, as "line: reason". */
function errorOf(source: string): string {
  try {
    parse(source);
  } catch (error) {
    expect(error).toBeInstanceOf(RecipeFormatError);
    const failure = error as RecipeFormatError;
    expect(failure.message.startsWith(`${FILE}:${failure.line}: `)).toBe(true);
    return `${failure.line}: ${failure.reason}`;
  }
  throw new Error('it parsed');
}

describe('parseRecipe', () => {
  it('reads a well-formed file', () => {
    const recipe = parse(FRONT + BODY);
    expect(recipe).toMatchObject({
      slug: 'roasted-squash-kale-farro-salad',
      title: 'Roasted Squash, Kale and Farro Salad',
      seasons: ['autumn', 'winter'],
      meal: 'lunch',
      diets: ['vegetarian', 'vegan', 'dairy-free'],
      prepMinutes: 20,
      cookMinutes: 35,
      totalMinutes: 55,
      servings: 4,
      published: '2026-10-04',
      image: { src: '/images/recipes/roasted-squash-kale-farro-salad.svg', alt: 'A wide bowl of squash, kale and farro' },
      intro: 'Two sentences of introduction. It is **good**.',
      tips: 'Keeps for two days.',
      grow: 'Sow kale in summer.',
    });
    expect(recipe.groups.map((group) => group.title)).toEqual(['For the salad', 'For the dressing']);
    expect(recipe.groups[0]?.ingredients).toEqual([
      {
        quantity: { kind: 'amount', value: 1 },
        unit: 'kg',
        item: 'winter squash (butternut or kabocha)',
        note: 'peeled, seeded, cut into 2 cm cubes',
        productHandle: null,
      },
      {
        quantity: { kind: 'amount', value: 200 },
        unit: 'g',
        item: 'lacinato kale',
        note: 'stems stripped',
        productHandle: 'lacinato-kale-seeds',
      },
      { quantity: { kind: 'range', from: 2, to: 3 }, unit: 'tbsp', item: 'olive oil', note: null, productHandle: null },
      { quantity: { kind: 'amount', value: 1.5 }, unit: 'cup', item: 'farro', note: null, productHandle: null },
    ]);
    expect(recipe.groups[1]?.ingredients[1]).toEqual({
      quantity: null,
      unit: null,
      item: 'salt and black pepper',
      note: 'to taste',
      productHandle: null,
    });
    expect(recipe.steps).toEqual([
      'Heat the oven to 220 °C (425 °F).',
      'Roast the squash for 30 minutes, until browned at the edges.',
      'Toss everything together.',
    ]);
  });

  it('takes ingredients without group headings, and no optional sections', () => {
    const recipe = parse(`${FRONT}\nIntro.\n\n## Ingredients\n\n- 2 | | eggs\n\n## Method\n\n1. Boil.\n`);
    expect(recipe.groups).toEqual([{ title: null, ingredients: [expect.objectContaining({ item: 'eggs', unit: null })] }]);
    expect(recipe.tips).toBeNull();
    expect(recipe.grow).toBeNull();
  });

  it.each([
    ['a bad quantity', BODY.replace('- 2-3 | tbsp', '- two | tbsp'), /^22: "two" is not a quantity/],
    ['a backwards range', BODY.replace('- 2-3 | tbsp', '- 3-2 | tbsp'), /^22: the range "3-2"/],
    ['an unknown unit', BODY.replace('| kg |', '| kilo |'), /^20: "kilo" is not a unit/],
    ['a unit without a quantity', BODY.replace('- | | salt', '- | pinch | salt'), /^27: the unit "pinch" needs a quantity/],
    ['too few fields', BODY.replace('- 1/2 | tsp | maple syrup', '- 1/2 | maple syrup'), /^26: an ingredient has 3 to 5 fields/],
    ['a bad handle', BODY.replace('lacinato-kale-seeds', 'Kale Seeds'), /^21: "Kale Seeds" is not a product handle/],
    [
      'a stray ingredient line',
      BODY.replace('### For the dressing', 'For the dressing'),
      /^25: ingredient lines start with "- "/,
    ],
    ['steps out of order', BODY.replace('3. Toss', '4. Toss'), /^35: step 4 should be numbered 3/],
    ['an unknown section', BODY.replace('## Tips', '## Notes'), /^37: unknown section "Notes"/],
    ['no method', BODY.replace(/## Method[\s\S]*?## Tips/, '## Tips'), /the recipe has no "## Method" section/],
    [
      'no introduction',
      BODY.replace('Two sentences of introduction. It is **good**.', ''),
      /^15: a recipe opens with an introduction/,
    ],
  ])('rejects %s with its line', (_, body, expected) => {
    expect(errorOf(FRONT + body)).toMatch(expected);
  });

  it.each([
    ['an unknown key', FRONT.replace('meal: lunch', 'course: lunch'), /^5: unknown front matter key "course"/],
    ['a missing key', FRONT.replace('servings: 4\n', ''), /the front matter needs "servings"/],
    ['an unknown season', FRONT.replace('autumn, winter', 'autumn, fall'), /^4: "fall" is not a season/],
    ['an unknown meal', FRONT.replace('meal: lunch', 'meal: brunch'), /^5: "brunch" is not a meal/],
    [
      'vegan without dairy-free',
      FRONT.replace('vegetarian, vegan, dairy-free', 'vegetarian, vegan'),
      /^6: a vegan recipe is also/,
    ],
    ['minutes as words', FRONT.replace('prepMinutes: 20', 'prepMinutes: twenty'), /^7: "prepMinutes" is a whole number/],
    ['a bad date', FRONT.replace('2026-10-04', '2026-02-30'), /^10: "published" is a date/],
    ['a short description', FRONT.replace(/description: .*/, 'description: Too short.'), /^3: the description is 10 characters/],
    ['a long title', FRONT.replace(/title: .*/, `title: ${'A very long title '.repeat(4)}`), /^2: the title is \d+ characters/],
    ['an image elsewhere', FRONT.replace('/images/recipes/', '/images/'), /^12: "image" is \/images\/recipes/],
  ])('rejects front matter with %s', (_, front, expected) => {
    expect(errorOf(front + BODY)).toMatch(expected);
  });

  it('names the file when its name is not a slug', () => {
    expect(() => parseRecipe('content/recipes/Bad Name.md', FRONT + BODY)).toThrow(/Bad Name\.md:1: the file name/);
  });
});
