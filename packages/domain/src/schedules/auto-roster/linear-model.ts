/**
 * A mixed-integer linear model written row by row, with no solver in it (decision 046): columns
 * with bounds, cost and integrality, rows `lower ≤ Σ value·column ≤ upper`, minimised. The solver
 * file turns it into HiGHS's sparse form.
 */

export interface LinearModel {
  colCost: number[];
  colLower: number[];
  colUpper: number[];
  integer: boolean[];
  rowLower: number[];
  rowUpper: number[];
  /** CSR: row i is `indices[starts[i]..starts[i+1])` with `values` alike. */
  starts: number[];
  indices: number[];
  values: number[];
  /** A constant added to the objective. */
  offset: number;
}

export class ModelBuilder {
  readonly model: LinearModel = {
    colCost: [],
    colLower: [],
    colUpper: [],
    integer: [],
    rowLower: [],
    rowUpper: [],
    starts: [0],
    indices: [],
    values: [],
    offset: 0,
  };

  get columns(): number {
    return this.model.colCost.length;
  }

  get rows(): number {
    return this.model.rowLower.length;
  }

  /** A column; answers its index. */
  column(cost: number, lower: number, upper: number, integer: boolean): number {
    const m = this.model;
    m.colCost.push(cost);
    m.colLower.push(lower);
    m.colUpper.push(upper);
    m.integer.push(integer);
    return m.colCost.length - 1;
  }

  addCost(column: number, cost: number): void {
    this.model.colCost[column]! += cost;
  }

  /** A row `lower ≤ Σ values[k]·columns[k] ≤ upper`; a column told twice adds up. */
  row(columns: readonly number[], values: readonly number[], lower: number, upper: number): void {
    const m = this.model;
    const merged = new Map<number, number>();
    columns.forEach((c, k) => merged.set(c, (merged.get(c) ?? 0) + values[k]!));
    for (const [c, v] of [...merged].sort((a, b) => a[0] - b[0])) {
      if (v === 0) continue;
      m.indices.push(c);
      m.values.push(v);
    }
    m.starts.push(m.indices.length);
    m.rowLower.push(lower);
    m.rowUpper.push(upper);
  }
}
