import type { ReactNode } from 'react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { ChakraProvider, createSystem, defineConfig, defineLayerStyles } from '@chakra-ui/react/styled-system';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import { lightOnly } from './light-only';
import { UNUSED_PALETTES, UNUSED_SIZES, without } from './unused-tokens';

/** Ours beside Chakra's: `panel` is the bordered, rounded box of every card-like section (steps, results, forms). */
const appLayerStyles = defineLayerStyles({
  panel: { description: 'a bordered, rounded box', value: { borderWidth: '1px', borderRadius: 'l3' } },
});

/**
 * Chakra's default tokens with only the recipes the app renders: `defaultSystem` would ship every component's styles. A
 * component whose recipe is missing here renders unstyled, so add its recipe with it.
 * Made once, not when the module loads: it is the costliest step of starting the app (every token's CSS variable), so
 * the app makes it in a task of its own (prepareSystem) between the modules' evaluation and the first render.
 */
const makeSystem = () =>
  createSystem(
    defaultBaseConfig,
    defineConfig({
      preflight: true,
      cssVarsPrefix,
      cssVarsRoot,
      globalCss,
      theme: {
        breakpoints,
        keyframes,
        tokens: {
          ...tokens,
          colors: without(tokens.colors, UNUSED_PALETTES),
          sizes: without(tokens.sizes, UNUSED_SIZES),
        },
        semanticTokens: lightOnly({ ...semanticTokens, colors: without(semanticTokens.colors, UNUSED_PALETTES) }),
        textStyles,
        layerStyles: { ...layerStyles, ...appLayerStyles },
        animationStyles,
        recipes: {
          badge: badgeRecipe,
          button: buttonRecipe,
          container: containerRecipe,
          heading: headingRecipe,
          input: inputRecipe,
          link: linkRecipe,
          skeleton: skeletonRecipe,
          spinner: spinnerRecipe,
          textarea: textareaRecipe,
        },
        slotRecipes: {
          accordion: accordionSlotRecipe,
          alert: alertSlotRecipe,
          dialog: dialogSlotRecipe,
          drawer: drawerSlotRecipe,
          field: fieldSlotRecipe,
          menu: menuSlotRecipe,
          nativeSelect: nativeSelectSlotRecipe,
          progress: progressSlotRecipe,
          table: tableSlotRecipe,
          tabs: tabsSlotRecipe,
          toast: toastSlotRecipe,
          tooltip: tooltipSlotRecipe,
        },
      },
    }),
    defineConfig({
      globalCss: {
        // Chakra's inside rings (inputs, selects, text areas) are 1 px unless told: 2 px, like its outside ones.
        html: { '--focus-ring-width': '2px' },
        // Whatever has no ring of its own (a native checkbox, a plain button around an image) still shows one; a
        // recipe's or a component's own ring, in a later layer, takes its place.
        ':focus-visible': {
          outlineWidth: 'var(--focus-ring-width)',
          outlineStyle: 'solid',
          outlineColor: 'teal.focusRing',
          outlineOffset: '2px',
        },
      },
      theme: {
        slotRecipes: {
          // The enclosed accordion clips what passes its rounded border, so its questions' rings are drawn inside.
          accordion: {
            slots: accordionSlotRecipe.slots,
            base: { itemTrigger: { _focusVisible: { outlineOffset: '-2px' } } },
          },
        },
        semanticTokens: {
          colors: {
            // White on Chakra's teal.600 has a contrast of 3.7:1, under WCAG AA's 4.5:1 for button text; teal.700 5.5:1.
            teal: {
              solid: { value: '{colors.teal.700}' },
              // Focus rings need 3:1 against the page (WCAG 1.4.11); Chakra's gray.400 (2.6:1, on inputs' grey border)
              // and teal.500 (2.5:1) do not have it. One teal ring for every control, in the app's own colour.
              focusRing: { value: '{colors.teal.600}' },
            },
            gray: { focusRing: { value: '{colors.teal.600}' } },
          },
        },
      },
    }),
  );
let system: ReturnType<typeof createSystem> | undefined;

/** Makes the styling system now, if not yet made: start-app.tsx calls it in a task of its own before hydrating. */
export function prepareSystem(): void {
  system ??= makeSystem();
}

/** Provides the Chakra styling system to the app. */
export function Provider({ children }: { children: ReactNode }) {
  system ??= makeSystem();
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
