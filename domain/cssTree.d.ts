// css-tree's parser and walker entries load without its lexer and the 800 KB of mdn-data
// that its main entry brings (half the start-up time); @types/css-tree types only the main entry.
declare module "css-tree/parser" {
  const parse: typeof import("css-tree").parse;
  export default parse;
}

declare module "css-tree/walker" {
  const walk: typeof import("css-tree").walk;
  export default walk;
}

declare module "css-tree/tokenizer" {
  export const tokenTypes: typeof import("css-tree").tokenTypes;
}

declare module "css-tree/utils" {
  export const ident: typeof import("css-tree").ident;
  export const string: typeof import("css-tree").string;
  export const url: typeof import("css-tree").url;
}
