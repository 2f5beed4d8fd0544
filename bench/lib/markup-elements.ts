import { createElement, type ReactNode } from 'react';

export type MarkupNode = { tag: string; props: Record<string, unknown>; children: MarkupNode[] } | string;

/** React elements for a markup tree, made afresh on every call, as a component makes them. */
export function markupElements(nodes: MarkupNode[]): ReactNode[] {
  return nodes.map((node, key) => element(node, key));
}

function element(node: MarkupNode, key?: number): ReactNode {
  if (typeof node === 'string') return node;
  const props = key === undefined ? node.props : { ...node.props, key };
  return createElement(node.tag, props, ...node.children.map((child) => element(child)));
}
