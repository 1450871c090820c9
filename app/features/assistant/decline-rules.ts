/*
 * Questions the assistant declines politely instead of answering from our pages: medical,
 * legal and dangerous requests (issue 38). Written as word patterns rather than a classifier so
 * every refusal can be explained and every miss fixed with a test.
 *
 * Decisions:
 * - Plant health is gardening. "Disease", "blight", "mildew", "treat", "cure" (garlic and squash
 *   are cured) and "infection" are declined only with a person or an animal as the patient.
 * - Whether a plant is poisonous to people or pets ("are tomato leaves poisonous to dogs") is
 *   safety information our pages give, so it is answered. What to do after someone has eaten
 *   it ("my dog ate tomato leaves") is a case for a vet or a poison centre, and is declined as
 *   medical: a wrong answer there costs more than no answer.
 * - Our own policies (refunds, privacy, terms) are answered from our legal pages; advice on the
 *   visitor's own legal matters (suing, a landlord, whether something is legal) is declined.
 * - Pesticide and herbicide amounts are the label's to say: any question about how strong, how
 *   much or beyond the label is declined with a pointer to organic methods.
 */

export type DeclineKind = 'medical' | 'legal' | 'dangerous';

export type Decline = {
  kind: DeclineKind;
  /** A key under `assistant.decline` in public/i18n/en.json. */
  messageKey: string;
  /** A page of ours that helps instead, when there is one. */
  pointerPath?: string;
};

/** The FAQ entry that says the assistant is no substitute for a doctor, a lawyer or a vet. */
const PROFESSIONAL_POINTER = '/faq#what-is-verde-ai-and-can-i-rely-on-its-answers';
const ORGANIC_PESTS_POINTER = '/courses/organic-pest-management';

/** Lower-case words separated by single spaces: patterns below match whole words with `\b`. */
function normalise(question: string): string {
  return ` ${question
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .replace(/[+&]/g, ' and ')
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim()} `;
}

/** Alternatives written several to a string, separated by ", ", matched as whole words. */
const entries = (...lists: string[]) => lists.flatMap((list) => list.split(/,\s*/));
const words = (...lists: string[]) => new RegExp(`\\b(?:${entries(...lists).join('|')})\\b`);

const PLANT_CONTEXT = words(
  'plants?, garden\\w*, seedlings?, leaf, leaves, crops?, trees?, shrubs?, lawn, soil, compost\\w*',
  'tomato\\w*, potato\\w*, squash\\w*, garlic, roses?, cucumbers?, courgettes?, zucchinis?, beans?',
  'peas?, kale, cabbages?, apples?, fruit\\w*, vegetables?, veg, herbs?, beds?, blight, mildew, aphids?',
  'pests?, fungus, fungal, rot, rust, wilt\\w*, canker, mosaic, vines?, orchard, greenhouse, pruning',
  'cuttings?',
);

/** Conditions, drugs and care words that never mean a plant. */
const HUMAN_HEALTH = words(
  'ibuprofen, paracetamol, acetaminophen, aspirin, antibiotics?, antidepressants?, insulin',
  'prescriptions?, medications?, medicines?, pills?, painkillers?, (?<!plant )doctors?, gp, physician',
  'pharmacist, pregnan\\w*, breastfeeding, diabet\\w*, cancer, tumou?rs?, chemo\\w*, arthritis, asthma',
  'eczema, psoriasis, acne, migraines?, headaches?, fever, flu, covid, coughs?, coughing, sore throat',
  'rash, anxiety, depression, insomnia, blood pressure, cholesterol, lyme, anaphyla\\w*',
  'allergic reaction, diarrh\\w*, vomit\\w*, nause\\w*, constipat\\w*, kidney stones?, hangover',
  'overdose, sunburn, poison control, poison centre, (?:have|has|got|caught) a (?:bad |heavy )?cold',
  'my cold, common cold, cold sores?',
);

/** Someone's body: the patient is a person or an animal. */
const PATIENT = words(
  'i have, ive got, i got, i feel, im feeling, i think i have',
  'am i (?:sick|ill|allergic|poisoned|pregnant|infected)',
  'my (?:skin|body|stomach|throat|eyes?|ears?|head|chest|lungs?|hands?|feet|foot|arm|leg|back|teeth|tooth|gums?|kidneys?|liver|heart)',
  'my (?:son|daughter|child|children|kids?|baby|toddler|husband|wife|partner|mum|mom|dad|father|mother|family|friend|grandma|grandpa)',
  'my (?:dog|cat|puppy|kitten|pet|horse|rabbit|parrot|hamster)s?, humans?, people, a person, children',
  'kids, babies',
);
const TREATING = words(
  'treat, treating, treatments?, cure, cures, curing, heal, heals, healing, remed\\w*, relieve, soothe',
  'diagnos\\w*, symptoms?, dose, dosage',
);
const HEALTH_WORDS = words(
  'disease, illness, sick\\w*, infection, infected, pain, aches?, itch\\w*, stings?, bites?, burns?',
  'cuts?, wounds?, poisoning, poisoned, swelling, swollen',
);
/** Someone has already eaten it: "my dog ate", "the baby may have swallowed". */
const ATE =
  /\b(?:dog|cat|puppy|kitten|pet|horse|child|kid|baby|toddler|son|daughter|i|he|she|we)s? (?:(?:has|have|had|just|accidentally|may|might|maybe|think|probably|possibly) )*(?:ate|eaten|swallowed|chewed|licked|ingested|drank|drunk)\b/;
const AFTER_EATING =
  /\b(?:leaves|plants?|berr\w*|mushroom\w*|toadstools?|seeds?|pellets?|poison\w*|toxic|bulbs?|fertili[sz]er|compost|killer|spray|bait|soil)\b/;
/** A person's or animal's body named outright: then a plant in the question does not make it gardening. */
const BODY =
  /\bmy (?:skin|body|stomach|throat|eyes?|ears?|head|chest|lungs?|hands?|feet|foot|arms?|legs?|back|teeth|tooth|son|daughter|child|kids?|baby|toddler|husband|wife|partner|dog|cat|puppy|kitten|pet|horse)\b/;

function isMedical(text: string): boolean {
  const hasPlants = PLANT_CONTEXT.test(text);
  if (HUMAN_HEALTH.test(text)) return true;
  // "My dog ate tomato leaves": after the fact, a vet or a poison centre, not a guide.
  if (ATE.test(text) && AFTER_EATING.test(text)) return true;
  // "I have blight on my tomatoes": the patient is a plant.
  if (PATIENT.test(text) && (HEALTH_WORDS.test(text) || TREATING.test(text))) return !hasPlants || BODY.test(text);
  return false;
}

const LEGAL = [
  words('legal advice, lawyers?, attorneys?, solicitors?, barristers?, lawsuits?, sue, suing, sued', 'small claims'),
  words(
    'take (?:him|her|them|my \\w+) to court, court case, restraining order, custody, evict\\w*',
    '(?:work|visitor|student) visa, immigration',
  ),
  words(
    'is it (?:il)?legal, am i legally, can i legally, is it against the law, my (?:legal )?rights',
    '(?:am i|are we|would i be|is my \\w+) liable',
  ),
  words('boundary dispute', 'tax advice', 'inheritance', 'my will'),
  words('leases?', 'tenancy agreements?', '(?:hold|stand) up in court', 'in court', 'legally binding'),
];

const PESTICIDE_NAMES = entries(
  'pesticides?, herbicides?, insecticides?, fungicides?, weed ?killers?, glyphosate, roundup, paraquat',
  'diquat, malathion, diazinon, permethrin, chlorpyrifos, imidacloprid, neonic\\w*, metaldehyde',
  'slug pellets, copper sul(?:ph|f)ate, sevin, carbaryl, 2 4 d, rodenticides?, rat poison',
);
const PESTICIDE = words(...PESTICIDE_NAMES);
const AMOUNT = words(
  'how much, how many, how strong, strength, stronger, strongest, concentrat\\w*, undiluted, double',
  'triple, twice, dose, dosage, overdose, rate, ratio, ml, litres?, liters?, gallons?, per, more than',
  'extra, beyond the label, off label, ignore the label, max\\w*',
);
const POISONING =
  /\b(?:how (?:do i|to|can i) )?(?:poison|kill)\w* (?:a |the |my )?(?:neighbou?rs?|cats?|dogs?|birds?|foxe?s?|squirrels?|deer|badgers?|hedgehogs?|someone|people|person)\b/;
const HAZARDOUS = entries(
  'bleach, ammonia, chlorine, hydrogen peroxide, drain cleaner',
  '(?:muriatic|hydrochloric|sul(?:ph|f)uric|nitric) acid, caustic soda, lye, pool shock, diesel, petrol',
  'gasoline, kerosene, ammonium nitrate, potassium nitrate',
);
const CHEMICALS = [...HAZARDOUS, 'vinegar', 'rubbing alcohol', 'methylated spirits', 'fertili[sz]ers?', 'salt', 'acid'];
const MIXING = words('mix\\w*', 'combin\\w*', 'together', 'stronger', 'brew');
const ANY_CHEMICAL = [...CHEMICALS, ...PESTICIDE_NAMES].join('|');
/** Two substances named as one thing: "bleach and vinegar", "ammonia with bleach". */
const PAIR = new RegExp(`\\b(?:${ANY_CHEMICAL})\\b (?:and|with|plus|or|into|to) (?:\\w+ ){0,2}(?:${ANY_CHEMICAL})\\b`);
/** Harming someone through their food or drink, however it is asked. */
const HARMING =
  /\b(?:make|making|made) (?:someone|somebody|a person|people|him|her|them|my \w+) (?:\w+ )?(?:ill|sick|unwell)\b|\bput (?:it|them|this|these|some) in (?:their|his|her|someones?) (?:food|drink|tea|coffee)\b/;
/** Home-made nicotine or tobacco sprays: as poisonous to people, pets and bees as the banned pesticide they imitate. */
const HOMEMADE_POISON = words('nicotine', 'tobacco (?:tea|spray|water|juice)', 'cigarette (?:butts?|ends?)');
/** A mushroom that came up by itself: wild, however much it looks like a shop's. */
const CAME_UP = words(
  'came up, popped up, appeared, sprang up, sprouted, growing (?:in|on|under) (?:my|the), in my (?:lawn|mulch|garden|wood ?chips?|yard)',
);
const EXPLOSIVE = words('bombs?, explosives?, explod\\w*, detonat\\w*, toxic gas, chlorine gas, mustard gas, napalm');

const WILD = words(
  'wild',
  'forag\\w* (?:for )?(?:\\w+ )?(?:food|mushrooms?|berr\\w*|greens|plants?|herbs?|fungi|leaves|flowers|nuts|garlic|salad)',
  'foraged, go foraging, when foraging, i forage, in the woods, in the forest, hedgerows?, roadside',
  'on a walk, in the park, growing (?:wild|by itself|on its own|in the grass), popped up, unknown',
  'unidentified, identify, this (?:mushroom|plant|berry|fungus|weed)',
);
/** Whether it can be eaten at all, not how to cook it: "how do I cook mushrooms" is a kitchen question. */
const EDIBLE = words(
  'edible, eatable, safe to eat, (?:can|could|should) (?:i|we|you) eat, ok to eat, okay to eat',
  'poisonous, toxic, eat (?:them|it|this|these)',
);
const EATING = words('eat\\w*', 'edible', 'cook\\w*', 'taste', 'safe to eat', 'poisonous', 'toxic', 'make tea', 'in a salad');
/** Not "fungus": that is usually on a plant, and "is the fruit safe to eat" is a kitchen question. */
const FUNGI = words('mushrooms?', 'toadstools?', 'morels?', 'chanterelles?', 'puffballs?', 'ceps?', 'amanitas?');
const GROWN = words('kit, grew, grow kit, i grow, growing kit, bought, shop, supermarket, cultivat\\w*, spawn, logs?');
const WILD_FOOD = words(
  'berr\\w*, greens, plants?, herbs?, weeds?, roots?, leaves, flowers?, hemlock, nightshade, elder\\w*',
  'dandelions?, nettles?, garlic',
);

function dangerousKind(text: string): string | null {
  if (EXPLOSIVE.test(text) || POISONING.test(text) || HARMING.test(text)) return 'harm';
  if (HOMEMADE_POISON.test(text) && /\b(?:spray|kill\w*|make|brew|soak|bugs?|pests?|insects?|aphids?)\b/.test(text))
    return 'homemade';
  const hazardous = HAZARDOUS.filter((name) => new RegExp(`\\b${name}\\b`).test(text)).length;
  const chemicals = CHEMICALS.filter((name) => new RegExp(`\\b${name}\\b`).test(text)).length;
  const pesticides = text.match(new RegExp(PESTICIDE.source, 'g'))?.length ?? 0;
  // "Bleach and vinegar", "glyphosate with diesel": two substances together, one of them hazardous.
  const isTogether = MIXING.test(text) || PAIR.test(text);
  const isSeveral =
    /\b(?:two|2|three|several|multiple|different) (?:\w+ )?(?:pesticides|herbicides|insecticides|fungicides|weed ?killers|sprays|chemicals)\b/.test(
      text,
    );
  if (isTogether && ((hazardous >= 1 && chemicals + pesticides >= 2) || pesticides >= 2 || isSeveral)) return 'mixing';
  if (pesticides && AMOUNT.test(text)) return 'pesticide';
  // Any edibility question about a mushroom someone did not grow or buy needs an expert in person.
  const withoutCompost = text.replace(/\bmushroom compost\b/g, 'compost');
  if (FUNGI.test(withoutCompost) && EDIBLE.test(withoutCompost) && !GROWN.test(withoutCompost)) return 'foraging';
  if (
    FUNGI.test(withoutCompost) &&
    CAME_UP.test(withoutCompost) &&
    /\b(?:eat\w*|fry|fried|cook\w*|edible|safe|ok|okay)\b/.test(text)
  )
    return 'foraging';
  if (WILD.test(text) && EATING.test(text) && (WILD_FOOD.test(text) || FUNGI.test(withoutCompost) || /\bfung\w+/.test(text)))
    return 'foraging';
  return null;
}

/** Why the assistant should not answer, or null when it may. */
export function declineFor(question: string): Decline | null {
  const text = normalise(question);
  const danger = dangerousKind(text);
  if (danger === 'pesticide' || danger === 'homemade')
    return { kind: 'dangerous', messageKey: `assistant.decline.${danger}`, pointerPath: ORGANIC_PESTS_POINTER };
  if (danger) return { kind: 'dangerous', messageKey: `assistant.decline.${danger}` };
  if (isMedical(text)) return { kind: 'medical', messageKey: 'assistant.decline.medical', pointerPath: PROFESSIONAL_POINTER };
  if (LEGAL.some((pattern) => pattern.test(text)))
    return { kind: 'legal', messageKey: 'assistant.decline.legal', pointerPath: PROFESSIONAL_POINTER };
  return null;
}
