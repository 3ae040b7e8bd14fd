import type { ReactNode } from 'react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { ChakraProvider, createSystem, defineConfig } from '@chakra-ui/react/styled-system';
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default tokens with only the recipes the app renders: `defaultSystem` would ship every component's
 * styles (DESIGN §8). A component whose recipe is missing here renders unstyled, so add its recipe with it.
 */
const system = createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens,
      semanticTokens,
      textStyles,
      layerStyles,
      animationStyles,
      recipes: {
        button: buttonRecipe,
        container: containerRecipe,
        heading: headingRecipe,
        link: linkRecipe,
        spinner: spinnerRecipe,
      },
      slotRecipes: { toast: toastSlotRecipe },
    },
  }),
);

/** Provides the Chakra styling system to the app. */
export function Provider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
