interface RecencyNode {
  key: string;
  value: number;
  older: RecencyNode | null;
  newer: RecencyNode | null;
}

/** Values by key, in the order their keys were last set: a key set again moves to the front, so walks never meet it twice. */
export class RecencyList {
  private readonly nodes = new Map<string, RecencyNode>();
  private newest: RecencyNode | null = null;

  set(key: string, value: number): void {
    const earlier = this.nodes.get(key);
    if (earlier) this.unlink(earlier);
    const node: RecencyNode = { key, value, older: this.newest, newer: null };
    if (this.newest) this.newest.newer = node;
    this.newest = node;
    this.nodes.set(key, node);
  }

  *newestFirst(): Generator<number> {
    for (let node = this.newest; node; node = node.older) yield node.value;
  }

  private unlink(node: RecencyNode): void {
    if (node.newer) node.newer.older = node.older;
    else this.newest = node.older;
    if (node.older) node.older.newer = node.newer;
  }
}
