import { parseQuantity } from './quantity';
import {
  DESCRIPTION_LENGTH,
  type Diet,
  type Ingredient,
  type IngredientGroup,
  isDiet,
  isMeal,
  isSeason,
  isUnit,
  type Recipe,
  type Season,
  SLUG_PATTERN,
  TITLE_MAX_LENGTH,
} from './recipe-format';

/*
 * The parser of a recipe file (content/recipes/<slug>.md; the format is in docs/architecture.md,
 * "Recipes"). Pure: it takes the file's name and text and returns the recipe, or throws a
 * RecipeFormatError naming the file and line, so a bad file fails the content test (and CI)
 * instead of a page.
 */

export class RecipeFormatError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly reason: string,
  ) {
    super(`${file}:${line}: ${reason}`);
    this.name = 'RecipeFormatError';
  }
}

const FRONT_MATTER_KEYS = [
  'title',
  'description',
  'season',
  'meal',
  'diet',
  'prepMinutes',
  'cookMinutes',
  'servings',
  'published',
  'updated',
  'image',
  'imageAlt',
] as const;
type FrontMatterKey = (typeof FRONT_MATTER_KEYS)[number];

const SECTIONS = { ingredients: 'Ingredients', method: 'Method', tips: 'Tips', grow: 'Grow it yourself' } as const;
type SectionName = keyof typeof SECTIONS;

const HANDLE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

type Line = { text: string; number: number };

export function parseRecipe(fileName: string, source: string): Recipe {
  const slug = fileName.replace(/^.*\//, '').replace(/\.md$/, '');
  const fail = (line: number, reason: string): never => {
    throw new RecipeFormatError(fileName, line, reason);
  };
  if (!SLUG_PATTERN.test(slug)) fail(1, `the file name "${slug}.md" must be lowercase words joined by "-"`);

  const lines: Line[] = source.split(/\r?\n/).map((text, index) => ({ text, number: index + 1 }));
  if (lines[0]?.text !== '---') fail(1, 'a recipe starts with front matter: a "---" line');
  const close = lines.findIndex((line, index) => index > 0 && line.text === '---');
  if (close < 0) fail(1, 'the front matter has no closing "---" line');

  // --- Front matter ---
  const values = new Map<FrontMatterKey, Line>();
  for (const line of lines.slice(1, close)) {
    if (line.text.trim() === '') continue;
    const match = /^([A-Za-z]+):(?: (.*))?$/.exec(line.text);
    if (!match) fail(line.number, `front matter lines are "key: value", not "${line.text}"`);
    const key = match?.[1] as FrontMatterKey;
    if (!(FRONT_MATTER_KEYS as readonly string[]).includes(key))
      fail(line.number, `unknown front matter key "${key}" (keys: ${FRONT_MATTER_KEYS.join(', ')})`);
    if (values.has(key)) fail(line.number, `"${key}" is given twice`);
    values.set(key, { text: (match?.[2] ?? '').trim(), number: line.number });
  }
  const field = (key: FrontMatterKey, required = true): Line => {
    const value = values.get(key);
    if (!value || (required && value.text === '')) return fail(close + 1, `the front matter needs "${key}"`);
    return value;
  };
  const list = (key: FrontMatterKey) =>
    field(key, false)
      .text.split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  const minutes = (key: FrontMatterKey) => {
    const value = field(key);
    if (!/^\d{1,4}$/.test(value.text)) fail(value.number, `"${key}" is a whole number of minutes, not "${value.text}"`);
    return Number(value.text);
  };
  const date = (key: FrontMatterKey) => {
    const value = field(key);
    const parsed = new Date(`${value.text}T00:00:00Z`);
    if (!ISO_DATE.test(value.text) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value.text)
      fail(value.number, `"${key}" is a date written YYYY-MM-DD, not "${value.text}"`);
    return value.text;
  };

  const title = field('title');
  if (title.text.length > TITLE_MAX_LENGTH)
    fail(
      title.number,
      `the title is ${title.text.length} characters; at most ${TITLE_MAX_LENGTH} fit a page title with the site's name`,
    );
  const description = field('description');
  if (description.text.length < DESCRIPTION_LENGTH.min || description.text.length > DESCRIPTION_LENGTH.max)
    fail(
      description.number,
      `the description is ${description.text.length} characters; it must be ${DESCRIPTION_LENGTH.min} to ${DESCRIPTION_LENGTH.max}`,
    );
  const seasons = list('season');
  const seasonLine = field('season').number;
  if (seasons.length === 0) fail(seasonLine, '"season" names at least one of spring, summer, autumn, winter');
  for (const season of seasons)
    if (!isSeason(season)) fail(seasonLine, `"${season}" is not a season (spring, summer, autumn, winter)`);
  const meal = field('meal');
  if (!isMeal(meal.text))
    fail(meal.number, `"${meal.text}" is not a meal (breakfast, lunch, dinner, side, snack, dessert, drink, preserve)`);
  const diets = list('diet');
  const dietLine = field('diet', false).number;
  for (const diet of diets)
    if (!isDiet(diet)) fail(dietLine, `"${diet}" is not a diet (vegan, vegetarian, gluten-free, dairy-free, nut-free)`);
  if (diets.includes('vegan') && !(diets.includes('vegetarian') && diets.includes('dairy-free')))
    fail(dietLine, 'a vegan recipe is also vegetarian and dairy-free: list them all');
  const prepMinutes = minutes('prepMinutes');
  const cookMinutes = minutes('cookMinutes');
  const servings = field('servings');
  if (!/^\d{1,2}$/.test(servings.text) || Number(servings.text) < 1)
    fail(servings.number, `"servings" is a whole number from 1 to 99, not "${servings.text}"`);
  const published = date('published');
  const updated = date('updated');
  if (updated < published) fail(field('updated').number, '"updated" cannot be before "published"');
  const image = field('image');
  if (!/^\/images\/recipes\/[a-z0-9-]+\.svg$/.test(image.text))
    fail(image.number, `"image" is /images/recipes/<name>.svg, not "${image.text}"`);
  const imageAlt = field('imageAlt');

  // --- Body: the introduction, then "## " sections in a fixed set ---
  const body = lines.slice(close + 1);
  const sections = new Map<SectionName, Line[]>();
  const intro: Line[] = [];
  let current: Line[] = intro;
  for (const line of body) {
    const heading = /^## (.+)$/.exec(line.text);
    if (heading) {
      const name = (Object.keys(SECTIONS) as SectionName[]).find((key) => SECTIONS[key] === heading[1]?.trim());
      if (!name) fail(line.number, `unknown section "${heading[1]}" (sections: ${Object.values(SECTIONS).join(', ')})`);
      if (sections.has(name as SectionName)) fail(line.number, `the section "${heading[1]}" is given twice`);
      current = [];
      sections.set(name as SectionName, current);
      continue;
    }
    if (/^#\s/.test(line.text)) fail(line.number, 'the title comes from the front matter: no "# " heading in the body');
    current.push(line);
  }
  const introText = markdownOf(intro);
  if (introText === '') fail(close + 2, 'a recipe opens with an introduction before "## Ingredients"');
  const ingredientLines = sections.get('ingredients');
  if (!ingredientLines) return fail(lines.length, 'the recipe has no "## Ingredients" section');
  const methodLines = sections.get('method');
  if (!methodLines) return fail(lines.length, 'the recipe has no "## Method" section');

  const groups = parseIngredients(ingredientLines, fail);
  if (groups.length === 0) fail(ingredientLines[0]?.number ?? lines.length, '"## Ingredients" lists no ingredient');
  const steps = parseSteps(methodLines, fail);
  if (steps.length === 0) fail(methodLines[0]?.number ?? lines.length, '"## Method" has no numbered step');

  const tips = sections.has('tips') ? markdownOf(sections.get('tips') ?? []) || null : null;
  const grow = sections.has('grow') ? markdownOf(sections.get('grow') ?? []) || null : null;
  return {
    slug,
    title: title.text,
    description: description.text,
    seasons: seasons as Season[],
    meal: meal.text as Recipe['meal'],
    diets: diets as Diet[],
    prepMinutes,
    cookMinutes,
    totalMinutes: prepMinutes + cookMinutes,
    servings: Number(servings.text),
    published,
    updated,
    image: { src: image.text, alt: imageAlt.text },
    intro: introText,
    groups,
    steps,
    tips,
    grow,
  };
}

function markdownOf(lines: Line[]): string {
  return lines
    .map((line) => line.text)
    .join('\n')
    .trim();
}

type Fail = (line: number, reason: string) => never;

/** `### For the …` group headings and `- quantity | unit | item | note | product-handle` lines. */
function parseIngredients(lines: Line[], fail: Fail): IngredientGroup[] {
  const groups: IngredientGroup[] = [];
  let group: IngredientGroup | null = null;
  for (const line of lines) {
    if (line.text.trim() === '') continue;
    const heading = /^### (.+)$/.exec(line.text);
    if (heading) {
      group = { title: (heading[1] ?? '').trim(), ingredients: [] };
      groups.push(group);
      continue;
    }
    if (!line.text.startsWith('- '))
      fail(
        line.number,
        `ingredient lines start with "- " ("- quantity | unit | item | note | product-handle"), not "${line.text}"`,
      );
    if (!group) {
      group = { title: null, ingredients: [] };
      groups.push(group);
    }
    group.ingredients.push(parseIngredient(line, fail));
  }
  for (const found of groups)
    if (found.ingredients.length === 0) fail(lines[0]?.number ?? 1, `the group "${found.title}" lists no ingredient`);
  return groups;
}

function parseIngredient(line: Line, fail: Fail): Ingredient {
  const fields = line.text
    .slice(2)
    .split('|')
    .map((field) => field.trim());
  if (fields.length < 3 || fields.length > 5)
    fail(
      line.number,
      `an ingredient has 3 to 5 fields separated by " | " (quantity | unit | item | note | product-handle), found ${fields.length}`,
    );
  const [quantityText = '', unitText = '', item = '', note = '', handle = ''] = fields;
  const quantity = parseQuantity(quantityText);
  if (!quantity.ok) return fail(line.number, quantity.reason);
  if (unitText !== '' && !isUnit(unitText))
    fail(
      line.number,
      `"${unitText}" is not a unit (g, kg, ml, l, tsp, tbsp, cup, clove, bunch, can, pinch, piece, sprig, handful, cm)`,
    );
  if (unitText !== '' && quantity.quantity === null) fail(line.number, `the unit "${unitText}" needs a quantity`);
  if (item === '') fail(line.number, 'an ingredient names its item (the third field)');
  if (handle !== '' && !HANDLE_PATTERN.test(handle))
    fail(line.number, `"${handle}" is not a product handle (lowercase words joined by "-")`);
  return {
    quantity: quantity.quantity,
    unit: unitText === '' ? null : (unitText as Ingredient['unit']),
    item,
    note: note === '' ? null : note,
    productHandle: handle === '' ? null : handle,
  };
}

/** One numbered list, numbered from 1 in order; a step's wrapped lines are indented or follow it directly. */
function parseSteps(lines: Line[], fail: Fail): string[] {
  const steps: string[] = [];
  let isInStep = false;
  for (const line of lines) {
    if (line.text.trim() === '') {
      isInStep = false;
      continue;
    }
    const numbered = /^(\d+)\. (.+)$/.exec(line.text);
    if (numbered) {
      if (Number(numbered[1]) !== steps.length + 1)
        fail(line.number, `step ${numbered[1]} should be numbered ${steps.length + 1}: steps count up from 1`);
      steps.push((numbered[2] ?? '').trim());
      isInStep = true;
      continue;
    }
    if (isInStep || (/^\s+\S/.test(line.text) && steps.length > 0)) {
      steps[steps.length - 1] = `${steps[steps.length - 1]} ${line.text.trim()}`;
      isInStep = true;
      continue;
    }
    fail(line.number, `"## Method" is one numbered list ("1. …"), not "${line.text}"`);
  }
  return steps;
}
