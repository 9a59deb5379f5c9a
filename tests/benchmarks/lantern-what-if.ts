// What if the files were cut differently? Runs Lighthouse (mobile defaults) once on a bench route, then
// re-runs Lighthouse's own network simulation (Lantern's `Simulator`) on the LCP's recorded graph with files
// merged, split, resized or started after another file, and prints the simulated LCP of each variant, with
// every request's simulated start and end. About 30 s per route, however many variants: decision 0013 was
// found this way. A diagnostic, not a bench figure:
//   npx vite preview --outDir /tmp/dist-bench --port 4316 &
//   npx tsx tests/benchmarks/lantern-what-if.ts http://127.0.0.1:4316/ personalInfomation variants.json
// variants.json: [{ "label": "forms into app", "edits": [["merge", "app.js", "forms.js"]] }, ...]. Files are
// named without their hash (`app.js`, `react-dom.js`, `app.css`; "" is the document). Edits:
//   ["merge", into, from]      `from`'s bytes go into `into`, and what waited for `from` waits for `into`
//   ["size", file, kib]        the file's transfer size in KiB
//   ["split", file, [1, 1]]    the file as several files of those shares, requested together
//   ["after", file, [files]]   the file is requested once those have arrived (e.g. the first script)
import { readFileSync } from 'node:fs';
import { BENCH_ROUTES, captureStates } from './bench-states';
import { lanternLcp } from './lantern';
import { seededLighthouse } from './lighthouse';

/** The part of Lantern's graph nodes this uses (lighthouse ships no types for them). */
interface GraphNode {
  type: 'network' | 'cpu';
  request: { url: string; requestId: string; transferSize: number };
  _request: GraphNode['request'];
  isMainDocument(): boolean;
  getDependencies(): GraphNode[];
  getDependents(): GraphNode[];
  addDependency(node: GraphNode): void;
  removeDependency(node: GraphNode): void;
  traverse(visit: (node: GraphNode) => void): void;
  getRootNode(): GraphNode;
  cloneWithRelationships(): GraphNode;
  constructor: new (request: GraphNode['request']) => GraphNode;
}
interface Simulator {
  simulate(
    graph: GraphNode,
    options: { label: string },
  ): { timeInMs: number; nodeTimings: Map<GraphNode, { startTime: number; endTime: number }> };
}
type Edit =
  | ['merge', string, string]
  | ['size', string, number]
  | ['split', string, number[]]
  | ['after', string, string[]];

const [baseUrl, routeName, variantsFile] = process.argv.slice(2);
const route = BENCH_ROUTES.find((r) => r.name === routeName);
if (!baseUrl || !route) {
  console.error('usage: npx tsx tests/benchmarks/lantern-what-if.ts BASE_URL ROUTE [variants.json]');
  process.exit(2);
}
const variants: Array<{ label: string; edits: Edit[] }> = variantsFile
  ? JSON.parse(readFileSync(variantsFile, 'utf8'))
  : [];

const [state] = await captureStates(baseUrl, [route]);
const lcp = await lanternLcp(await seededLighthouse(state!, baseUrl));
const simulator = lcp.simulator as Simulator;
const root = ([...lcp.pessimisticEstimate.nodeTimings.keys()][0] as unknown as GraphNode).getRootNode();

/** A file's name without its hash: `assets/app-DLHKbvxL.js` → `app.js`; the document is "". */
function nameOf(node: GraphNode): string {
  if (node.isMainDocument()) return '';
  const [file = '', part] = (node.request.url.split('/').pop() ?? '').split('?part=');
  return `${file.replace(/-[\w-]{8}\.(js|css)$/, '.$1')}${part ? `#${part}` : ''}`;
}

function simulate(edits: Edit[]) {
  const graph = root.cloneWithRelationships();
  // Each variant edits its own copies of the requests.
  graph.traverse((node) => {
    if (node.type === 'network') node._request = { ...node._request };
  });
  const find = (name: string) => {
    let found: GraphNode | undefined;
    graph.traverse((node) => {
      if (node.type === 'network' && nameOf(node) === name) found ??= node;
    });
    if (!found) throw new Error(`no file ${JSON.stringify(name)} in the graph`);
    return found;
  };
  for (const edit of edits) {
    if (edit[0] === 'size') find(edit[1]).request.transferSize = edit[2] * 1024;
    if (edit[0] === 'merge') {
      const [into, from] = [find(edit[1]), find(edit[2])];
      into.request.transferSize += from.request.transferSize;
      for (const dependent of from.getDependents().slice()) {
        dependent.removeDependency(from);
        if (dependent !== into) dependent.addDependency(into);
      }
      for (const dependency of from.getDependencies().slice()) from.removeDependency(dependency);
    }
    if (edit[0] === 'split') {
      const node = find(edit[1]);
      const total = node.request.transferSize;
      const sum = edit[2].reduce((a, b) => a + b, 0);
      node.request.transferSize = (total * edit[2][0]!) / sum;
      edit[2].slice(1).forEach((share, i) => {
        const part = new node.constructor({
          ...node.request,
          requestId: `${node.request.requestId}:${i + 1}`,
          url: `${node.request.url}?part=${i + 1}`,
          transferSize: (total * share) / sum,
        });
        for (const dependency of node.getDependencies()) part.addDependency(dependency);
        for (const dependent of node.getDependents()) dependent.addDependency(part);
      });
    }
    if (edit[0] === 'after') {
      const node = find(edit[1]);
      for (const dependency of node.getDependencies().slice()) node.removeDependency(dependency);
      for (const name of edit[2]) node.addDependency(find(name));
    }
  }
  const result = simulator.simulate(graph, { label: 'what-if' });
  const requests = [...result.nodeTimings.entries()]
    .filter(([node]) => node.type === 'network')
    .sort((a, b) => a[1].startTime - b[1].startTime)
    .map(([node, t]) => `${nameOf(node) || 'document'} ${Math.round(t.startTime)}–${Math.round(t.endTime)}`);
  return { lcp: Math.round(result.timeInMs), requests };
}

for (const { label, edits } of [{ label: 'as recorded', edits: [] as Edit[] }, ...variants]) {
  const { lcp, requests } = simulate(edits);
  console.log(`${String(lcp).padStart(6)} ms  ${label}\n          ${requests.join(' · ')}`);
}
