// @vitest-environment jsdom
// A screen's recorded styles handed to emotion before its components insert theirs.
import { withEmotionCache } from '@emotion/react';
import Box from '@mui/material/Box';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdoptedStyles, type RecordedStyles } from './adopted-styles';

type Inserted = Record<string, string | true | undefined>;
let inserted: Inserted = {};
const ReadCache = withEmotionCache(function ReadCache(_: object, cache: { inserted: Inserted }) {
  inserted = cache.inserted;
  return null;
});

const adopted = () => [...document.querySelectorAll('style[data-emotion^="css "]')];

describe('AdoptedStyles', () => {
  it('hands recorded styles to emotion as one element, which then inserts none of them again', () => {
    const css = '.css-rec1{color:rgb(1, 2, 3);}';
    const styles: RecordedStyles = { names: ['rec1', 'rec2'], css };
    render(
      <>
        <AdoptedStyles styles={styles} />
        <ReadCache />
      </>,
    );
    expect(adopted().map((e) => [e.getAttribute('data-emotion'), e.textContent])).toEqual([
      ['css rec1 rec2', css],
    ]);
    expect(inserted.rec1).toBe(true);
    expect(inserted.rec2).toBe(true);
    // Rendered again (the screen opened a second time): nothing new to adopt.
    render(<AdoptedStyles styles={styles} />);
    expect(adopted()).toHaveLength(1);
  });

  it('leaves alone what emotion inserted itself', () => {
    render(
      <>
        <Box sx={{ color: 'rgb(4, 5, 6)' }}>styled</Box>
        <ReadCache />
      </>,
    );
    const own = Object.keys(inserted).find((name) => !name.startsWith('rec'));
    expect(own).toBeDefined();
    render(<AdoptedStyles styles={{ names: [own!, 'rec3'], css: '.css-rec3{}' }} />);
    expect(adopted().at(-1)?.getAttribute('data-emotion')).toBe('css rec3');
  });
});
