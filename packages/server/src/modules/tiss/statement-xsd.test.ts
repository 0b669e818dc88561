/**
 * The statement files our tests generate (domain tiss/statements/testing) are real TISS files:
 * for every version, an análise de conta with every part, a generated one with many items, a
 * pagamento, and the mensagemErro and situacaoDemonstrativoRetorno answers validate against the
 * ANS schemas with zero errors — so the reader's tests read what operators can send. Schemas are
 * read from ../shared/tiss/xsd (never copied).
 */
import { sharedPath } from '@honora/db/testing';
import { TISS_VERSIONS } from '@honora/domain';
import {
  analiseContaMessage,
  generatedAnaliseConta,
  notReadyMessage,
  operatorErrorMessage,
  sampleAnaliseConta,
  statementFile,
} from '@honora/domain/tiss/statements/testing';
import { pagamentoMessage, samplePagamento } from '@honora/domain/tiss/statements/testing-pagamento';
import { describe, expect, it } from 'vitest';
import { createTissXsdValidator } from './xsd-validator';

const validator = createTissXsdValidator(sharedPath('tiss', 'xsd'));

describe('generated statements against the XSD', () => {
  it.each(TISS_VERSIONS)('%s: análises de conta, pagamento and both answers validate', async (version) => {
    const files = [
      statementFile(analiseContaMessage(version, sampleAnaliseConta())),
      statementFile(analiseContaMessage(version, generatedAnaliseConta(120, 7), sampleAnaliseConta()), {
        encoding: 'UTF-8',
      }),
      statementFile(pagamentoMessage(version, samplePagamento)),
      statementFile(operatorErrorMessage(version)),
      statementFile(notReadyMessage(version)),
    ];
    const results = await validator.validateMany(
      version,
      files.map((f) => f.bytes),
    );
    expect(results).toEqual(files.map(() => ({ valid: true, errors: [] })));
  });

  it('a file of one version fails the schema of another (the versions really differ)', async () => {
    const v403 = statementFile(analiseContaMessage('4.03.00', sampleAnaliseConta()));
    const result = await validator.validate('4.01.00', v403.bytes);
    expect(result.valid).toBe(false);
    expect(result.errors.join('\n')).toMatch(/centroConsumo/);
  });
});
