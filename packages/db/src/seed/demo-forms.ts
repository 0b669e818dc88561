import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { formCategories, formResponses, forms, questionnaireInvitations, questionnaires } from '../schema';

/**
 * The demo's forms (decision 057): a category and one published satisfaction survey of the
 * matriz, answerable at /response/{matrizId}/satisfacao-faturamento, with three responses so the
 * responses screen and its summary have something to show; and a questionnaire (decision 060)
 * that sent the survey to two demo doctors — the anesthetist answered, the resident has not.
 */

const question = (q: {
  id: string;
  type: string;
  label: string;
  required?: boolean;
  options?: string[];
  min?: number;
  max?: number;
  help?: string;
  condition?: { questionId: string; equals: string };
}) => ({
  help: null,
  required: false,
  options: [],
  min: null,
  max: null,
  condition: null,
  ...q,
});

const SECTIONS = [
  {
    id: 's1',
    title: 'Sobre o faturamento',
    description: null,
    questions: [
      question({
        id: 'nota',
        type: 'number',
        label: 'De 0 a 10, quanto você recomendaria o faturamento do grupo a um colega?',
        required: true,
        min: 0,
        max: 10,
      }),
      question({
        id: 'repasse',
        type: 'radio',
        label: 'Os repasses chegam no prazo?',
        required: true,
        options: ['Sempre', 'Quase sempre', 'Raramente'],
      }),
      question({
        id: 'atraso',
        type: 'paragraph',
        label: 'Conte o que atrasou',
        condition: { questionId: 'repasse', equals: 'Raramente' },
      }),
      question({ id: 'extrato', type: 'booleanNa', label: 'O extrato mensal é claro?' }),
      question({ id: 'sugestao', type: 'paragraph', label: 'Sugestões', help: 'Opcional.' }),
    ],
  },
];

const RESPONSES: Record<string, string>[] = [
  { nota: '9', repasse: 'Sempre', extrato: 'yes', sugestao: 'Mandar o extrato também por WhatsApp.' },
  { nota: '7', repasse: 'Quase sempre', extrato: 'no' },
  { nota: '4', repasse: 'Raramente', atraso: 'O repasse de outubro saiu na segunda semana.', extrato: 'na' },
];

/** Seeds the demo's forms (one transaction with the rest of the demo). */
export async function seedDemoForms(tx: Tx, matrizId: string): Promise<void> {
  const [category] = await tx
    .insert(formCategories)
    .values([
      { name: 'Pesquisas de satisfação', position: 1 },
      { name: 'Cadastro e documentos', position: 2 },
    ])
    .returning();
  const [form] = await tx
    .insert(forms)
    .values({
      companyId: matrizId,
      categoryId: category!.id,
      title: 'Pesquisa de satisfação com o faturamento',
      description: 'Leva dois minutos. As respostas ajudam o grupo a melhorar o faturamento e os repasses.',
      slug: 'satisfacao-faturamento',
      published: true,
      openedAt: new Date(),
      sections: SECTIONS,
    })
    .returning();
  const [first] = await tx
    .insert(formResponses)
    .values(RESPONSES.map((answers) => ({ companyId: matrizId, formId: form!.id, answers })))
    .returning();
  const [questionnaire] = await tx
    .insert(questionnaires)
    .values({
      companyId: matrizId,
      formId: form!.id,
      title: 'Satisfação dos cooperados — novembro',
      message: 'Queremos ouvir cada cooperado antes da assembleia.',
    })
    .returning();
  const invite = (email: string) => ({
    companyId: matrizId,
    questionnaireId: questionnaire!.id,
    email,
    token: randomBytes(32).toString('base64url'),
  });
  const [answered] = await tx
    .insert(questionnaireInvitations)
    .values([invite('anestesista@demo.honora.dev'), invite('residente@demo.honora.dev')])
    .returning();
  await tx.update(formResponses).set({ invitationId: answered!.id }).where(eq(formResponses.id, first!.id));
  await tx
    .update(questionnaireInvitations)
    .set({ answeredAt: first!.submittedAt, responseId: first!.id })
    .where(eq(questionnaireInvitations.id, answered!.id));
}
