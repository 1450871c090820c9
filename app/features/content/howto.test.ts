import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './content.server';
import { howToFrom } from './howto';

const guide = renderMarkdown(`## Steps in order

Some words first.

1. **Prevent.** Keep pests out.
2. **Monitor:** Look under leaves & stems.
3. Plain step with no name.

## Five steps

### 1. Transition your land

Three years without prohibited inputs.

### 2. Choose a certifier

Pick an accredited one.

### Rules growers meet early

Not a step.

## A list after a subheading

### First

- not the section's own list
`).html;

describe('HowTo steps read from a guide', () => {
  it("takes the items of the section's first list, a leading bold phrase as the name", () => {
    expect(howToFrom(guide, 'steps-in-order')).toEqual({
      name: 'Steps in order',
      steps: [
        { id: 'steps-in-order', name: 'Prevent', text: 'Keep pests out.' },
        { id: 'steps-in-order', name: 'Monitor', text: 'Look under leaves & stems.' },
        { id: 'steps-in-order', text: 'Plain step with no name.' },
      ],
    });
  });

  it('takes numbered subheadings with their first paragraph when the section has no list of its own', () => {
    expect(howToFrom(guide, 'five-steps', 'Get certified')).toEqual({
      name: 'Get certified',
      steps: [
        { id: '1-transition-your-land', name: 'Transition your land', text: 'Three years without prohibited inputs.' },
        { id: '2-choose-a-certifier', name: 'Choose a certifier', text: 'Pick an accredited one.' },
      ],
    });
  });

  it('finds nothing for a missing section or one without steps', () => {
    expect(howToFrom(guide, 'no-such-section')).toBeNull();
    expect(howToFrom(guide, 'a-list-after-a-subheading')).toBeNull();
  });
});

describe('a picture with a caption', () => {
  it('becomes a figure with its caption when it stands alone with a title', () => {
    expect(renderMarkdown('![Layers of a pile](/images/guides/x.svg "Browns & greens")').html).toBe(
      '<figure><img src="/images/guides/x.svg" alt="Layers of a pile" /><figcaption>Browns &amp; greens</figcaption></figure>\n',
    );
    expect(renderMarkdown('![No caption](/images/guides/x.svg)').html).toContain('<p><img');
  });
});
