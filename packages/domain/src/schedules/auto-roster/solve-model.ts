/**
 * The one file that loads the solver: HiGHS compiled to WebAssembly (npm `highs`, MIT;
 * DOMAIN.md "Schedules"). It is reached only through the automatic roster's own entry
 * (auto-roster/index.ts), never the domain's index, so the web's first load never carries it
 * (decision 046). One WebAssembly instance is kept per process; it is loaded again after a failure.
 */
import loadHighs, { type Highs } from 'highs';
import type { LinearModel } from './linear-model';

let instance: Promise<Highs> | undefined;

const highs = (): Promise<Highs> => (instance ??= loadHighs());

export interface ModelAnswer {
  /** `optimal` when proved, `feasible` when stopped by a limit with a solution, `none` without one. */
  status: 'optimal' | 'feasible' | 'none';
  /** The columns' values (empty when `none`). */
  values: Float64Array;
}

export interface SolveOptions {
  timeLimitMs: number;
  /** A start: a value per column, feasible (the greedy fill's). */
  start?: readonly number[];
}

export async function solveModel(model: LinearModel, options: SolveOptions): Promise<ModelAnswer> {
  const numCols = model.colCost.length;
  const numRows = model.rowLower.length;
  if (numCols === 0) return { status: 'optimal', values: new Float64Array() };
  const solver = await highs();
  const inf = solver.infinity;
  const finite = (values: number[]) => values.map((v) => (v === Infinity ? inf : v === -Infinity ? -inf : v));
  try {
    return solver.withModel(
      {
        numCols,
        numRows,
        sense: solver.constants.objectiveSense.minimize,
        offset: model.offset,
        colCost: model.colCost,
        colLower: finite(model.colLower),
        colUpper: finite(model.colUpper),
        rowLower: finite(model.rowLower),
        rowUpper: finite(model.rowUpper),
        matrix: {
          format: 'csr',
          numRows,
          numCols,
          starts: model.starts,
          indices: model.indices,
          values: model.values,
        },
        integrality: model.integer.map((i) =>
          i ? solver.constants.variableType.integer : solver.constants.variableType.continuous,
        ),
      },
      (m): ModelAnswer => {
        // One thread, a fixed seed: the same model gives the same answer (decision 046).
        m.options.set({ output_flag: false, time_limit: options.timeLimitMs / 1000, random_seed: 0 });
        if (options.start) m.setSolution({ colValue: options.start });
        m.run();
        const status = m.getModelStatus();
        const feasible = m.info.get('primal_solution_status') === solver.constants.solutionStatus.feasible;
        if (!feasible) return { status: 'none', values: new Float64Array() };
        const optimal = status === solver.constants.modelStatus.optimal;
        return { status: optimal ? 'optimal' : 'feasible', values: m.getSolution().colValue };
      },
    );
  } catch (error) {
    instance = undefined; // a WebAssembly abort leaves the instance unusable
    throw error;
  }
}
