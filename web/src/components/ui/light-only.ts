/** A token tree as Chakra's theme holds them: leaves are `{ value }`, a semantic one's value may be per colour mode. */
interface TokenTree {
  [name: string]: TokenTree | { value: unknown };
}

/**
 * The semantic tokens with only their light-mode values: the app has no dark mode (nothing sets Chakra's `.dark`
 * class), and each dark value would still cost a CSS variable in every page's stylesheet and in making the system.
 */
export function lightOnly<Tree extends TokenTree>(tree: Tree): Tree {
  return Object.fromEntries(
    Object.entries(tree).map(([name, node]) => [name, isToken(node) ? lightValue(node) : lightOnly(node)]),
  ) as Tree;
}

function isToken(node: TokenTree | { value: unknown }): node is { value: unknown } {
  return 'value' in node;
}

function lightValue(token: { value: unknown }): { value: unknown } {
  const { value } = token;
  const perMode = typeof value === 'object' && value !== null && '_light' in value;
  return perMode ? { ...token, value: (value as { _light: unknown })._light } : token;
}
