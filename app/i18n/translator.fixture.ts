/** A small translation file for the translator's tests: values, plural, zero and context forms, and a group. */
export const english = {
  greet: 'Hi {{name}}, welcome to {{siteName}}',
  cart: { items_one: '{{count}} item', items_other: '{{count}} items', items_zero: 'Your cart is empty' },
  friend: 'A friend',
  friend_female: 'Her friend',
  friend_female_other: '{{count}} of her friends',
  level: { title: 'Level' },
};
