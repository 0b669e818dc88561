/**
 * appeals.recurso_100.ms: one RECURSO_GLOSA of 100 guides with 5 items each (4.03.00, free text
 * with accents, `&`, `<` and emoji) built, checked and hashed by `buildRecursoGlosa` as the
 * server runs it (domain, pure TypeScript MD5); median of 20 runs.
 * Baseline = the bare computation: the same data written as the same XML by plain string
 * concatenation of the already formatted values (escaping only — no transliteration, no checks, no
 * element tree) and the MD5 of the same leaf text. No database needed.
 */
import { buildRecursoGlosa, encodeLatin1, escapeXml, md5Hex, type RecursoGlosaInput } from '@honora/domain';
import { RecursoTestData } from '@honora/domain/tiss/recurso-glosa-testing';
import { percentile, report, timed } from './lib';

const median = (values: number[]) => percentile(values, 50);

/** The appeal written by hand: leaves appended to the XML and to the hashed text as they come. */
function bareAppeal(input: RecursoGlosaInput, total: string): string {
  let xml = '';
  let leaves = '';
  const put = (name: string, value: string | null | undefined) => {
    if (!value) return;
    xml += `<ans:${name}>${escapeXml(value)}</ans:${name}>\n`;
    leaves += value;
  };
  const open = (name: string) => (xml += `<ans:${name}>\n`);
  const close = (name: string) => (xml += `</ans:${name}>\n`);
  put('registroANS', input.operator.registerANS);
  put('numeroGuiaRecGlosaPrestador', input.appealNumber);
  put('nomeOperadora', input.operator.name);
  put('objetoRecurso', '2');
  put('codigoPrestadorNaOperadora', input.provider.codeAtOperator);
  put('numeroLote', input.batchNumber);
  put('numeroProtocolo', input.protocolNumber);
  open('opcaoRecurso');
  if (input.object.kind === 'guides') {
    for (const guide of input.object.guides) {
      open('recursoGuia');
      put('numeroGuiaOrigem', guide.originGuideNumber);
      put('numeroGuiaOperadora', guide.operatorGuideNumber);
      put('senha', guide.password);
      if (guide.appeal.kind === 'items') {
        for (const item of guide.appeal.items) {
          open('itensGuia');
          put('sequencialItem', String(item.sequence));
          put('dataInicio', item.startDate);
          put('dataFim', item.endDate);
          put('codigoTabela', item.tableCode);
          put('codigoProcedimento', item.code);
          put('descricaoProcedimento', item.description);
          put('grauParticipacao', item.grauPart);
          put('centroConsumo', item.consumptionCenter);
          put('codGlosaItem', item.glosaCode);
          put('valorRecursado', item.value);
          put('justificativaItem', item.justification);
          close('itensGuia');
        }
      }
      close('recursoGuia');
    }
  }
  close('opcaoRecurso');
  put('valorTotalRecursado', total);
  put('dataRecurso', input.appealDate);
  return `${xml}<ans:hash>${md5Hex(encodeLatin1(leaves))}</ans:hash>`;
}

export async function benchAppeals(baseUrl: string): Promise<void> {
  void baseUrl;
  const input = new RecursoTestData(2026).appeal('4.03.00', {
    shape: 'items',
    provider: 'code',
    guides: 100,
    itemsPerGuide: 5,
  });
  const built = buildRecursoGlosa(input);
  if (!built.ok) throw new Error(`bench appeal has problems: ${JSON.stringify(built.problems[0])}`);
  const ms = median(await timed(async () => buildRecursoGlosa(input), 3, 20));
  const bareMs = median(await timed(async () => bareAppeal(input, built.total), 3, 20));
  report('appeals.recurso_100.ms', ms, 'ms', bareMs);
}
