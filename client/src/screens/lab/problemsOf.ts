// The editor's derived figures, computed once per layout (layouts are never changed in place, so identity is enough).
import { layoutFacts, layoutProblems, type Layout, type LayoutFacts, type LayoutProblem } from '../../../../shared/map';

const problems = new WeakMap<Layout, LayoutProblem[]>();
const facts = new WeakMap<Layout, LayoutFacts>();

/** Every rule the layout breaks (shared/map layoutProblems), memoised per layout. */
export function problemsOf(layout: Layout): LayoutProblem[] {
  let p = problems.get(layout);
  if (!p) problems.set(layout, (p = layoutProblems(layout)));
  return p;
}

/** The facts panel's figures (shared/map layoutFacts), memoised per layout. */
export function factsOf(layout: Layout): LayoutFacts {
  let f = facts.get(layout);
  if (!f) facts.set(layout, (f = layoutFacts(layout)));
  return f;
}
