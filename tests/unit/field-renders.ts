import { createElement, type ComponentType } from 'react';

/**
 * Render counts of the form field components, by label, for the tests that prove a keystroke re-renders
 * only the field typed in (issue 8, INP). Test files swap the UI modules' components for `counted` ones
 * with vi.mock; StrictMode renders twice, so the tests look at which fields rendered, not how often.
 */
export const renders = new Map<string, number>();

/** The component, counting each render under its `label` prop. */
export function counted<P extends { label: string }>(component: ComponentType<P>): ComponentType<P> {
  function Counted(props: P) {
    renders.set(props.label, (renders.get(props.label) ?? 0) + 1);
    return createElement(component, props);
  }
  Counted.displayName = `Counted(${component.displayName ?? component.name})`;
  return Counted;
}

/** The labels of the fields that rendered since the counts were last cleared, sorted. */
export function rendered(): string[] {
  return [...renders.keys()].sort();
}
