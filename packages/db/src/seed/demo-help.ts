import type { Tx } from '../client';
import { helpArticles, helpCategories } from '../schema';

type Entry = {
  title: string;
  body: string;
  audience: 'PUBLIC' | 'SIGNED_IN';
};
type HelpScreen = { title: string; body: string; screenPath: string };

/** Questions people ask about the product, by subject (decision 056): some public, some for users. */
const FAQ: readonly { name: string; entries: readonly Entry[] }[] = [
  {
    name: 'Primeiros passos',
    entries: [
      {
        title: 'O que é o Honora?',
        body: 'O Honora cuida do faturamento de honorários médicos de ponta a ponta: lançamento dos eventos (procedimentos), lotes TISS enviados aos convênios, recebimentos, glosas e recursos, cobranças e repasses aos médicos, além das escalas de plantão.',
        audience: 'PUBLIC',
      },
      {
        title: 'Como entro no sistema?',
        body: 'Use o e-mail (ou telefone) e a senha cadastrados pela sua empresa em "Entrar". Esqueceu a senha? Use "Esqueci minha senha" na tela de entrada: um link de redefinição chega ao seu e-mail.',
        audience: 'PUBLIC',
      },
      {
        title: 'Trabalho para mais de um grupo. Como troco de empresa?',
        body: 'No menu, abra "Selecionar empresa" e escolha o grupo. Cada empresa tem seus próprios eventos, lotes e configurações; suas permissões podem ser diferentes em cada uma.',
        audience: 'SIGNED_IN',
      },
    ],
  },
  {
    name: 'Faturamento e lotes TISS',
    entries: [
      {
        title: 'Como lanço um evento (procedimento)?',
        body: 'Em "Eventos", use "Novo evento": informe paciente, convênio, hospital, data e os procedimentos (códigos TUSS/CBHPM). O valor é calculado pela negociação do convênio vigente na data do procedimento.',
        audience: 'SIGNED_IN',
      },
      {
        title: 'O que é um lote TISS?',
        body: 'Um lote reúne guias de um mesmo convênio e tipo de guia para envio no padrão TISS da ANS. O Honora gera o XML na versão do convênio, confere cada guia e explica o que falta antes do envio.',
        audience: 'PUBLIC',
      },
      {
        title: 'Por que um evento não entra no lote?',
        body: 'Só entram eventos conferidos, do mesmo convênio e tipo de guia do lote, que não estejam em outro lote aberto. Ao adicionar, o Honora diz o motivo de cada evento recusado.',
        audience: 'SIGNED_IN',
      },
    ],
  },
  {
    name: 'Glosas, recebimentos e repasses',
    entries: [
      {
        title: 'O que é uma glosa e como recorro dela?',
        body: 'Glosa é o valor que o convênio deixou de pagar, com o motivo da tabela 38 da TISS. No evento ou na lista de eventos, marque as glosas a recorrer com uma justificativa; o recurso é enviado ao convênio e gera o XML RECURSO_GLOSA.',
        audience: 'PUBLIC',
      },
      {
        title: 'Como importo o demonstrativo do convênio?',
        body: 'Em "Demonstrativos", envie o XML TISS (análise de conta ou pagamento) ou a planilha do convênio. Cada linha é conciliada com os eventos; ao confirmar, recebimentos e glosas são lançados de uma vez.',
        audience: 'SIGNED_IN',
      },
      {
        title: 'Como é calculado o repasse de cada médico?',
        body: 'Em "Repasses", o gestor calcula o mês: cada recebimento é dividido pela equipe do procedimento e a parte de cada médico passa pelas taxas e impostos do mês (INSS, IRRF, taxa de administração) até o líquido. Cada linha mostra a conta.',
        audience: 'SIGNED_IN',
      },
      {
        title: 'Os dados da minha empresa ficam separados das outras?',
        body: 'Sim. Cada empresa só vê os próprios dados: o servidor confere a empresa em cada consulta e o banco de dados isola as linhas de cada uma.',
        audience: 'PUBLIC',
      },
    ],
  },
];

/** Help shown beside the screens it explains (the "Ajuda" link in the header). */
const HELP: readonly HelpScreen[] = [
  {
    title: 'Como usar a lista de eventos',
    screenPath: '/client/events',
    body: 'Filtre por período, convênio, hospital ou situação e busque por paciente ou guia. Marque vários eventos para ações em lote (conferir, incluir em lote, glosar, recorrer). Clique em um evento para abrir a ficha com procedimentos, valores e histórico.',
  },
  {
    title: 'Como montar e enviar um lote',
    screenPath: '/client/batches',
    body: 'Crie o lote escolhendo convênio e tipo de guia, adicione os eventos conferidos e feche-o. Na página do lote, gere o XML TISS: cada problema aparece por guia. Depois de enviar, aceite o lote para que os eventos aguardem pagamento.',
  },
  {
    title: 'Como ler a escala de plantão',
    screenPath: '/client/onCallSchedule',
    body: 'Cada linha é um local e turno; cada coluna, um dia do mês. Clique em uma vaga para escolher o médico. Vagas vazias aparecem destacadas; publique o mês quando a escala estiver completa para que os médicos a vejam.',
  },
];

/** The demo's help: 3 categories, FAQ entries (some public) and 3 screen helps, all published. */
export async function seedDemoHelp(tx: Tx): Promise<void> {
  const categories = await tx
    .insert(helpCategories)
    .values(FAQ.map((c, index) => ({ name: c.name, position: index + 1 })))
    .returning();
  const idOf = (name: string) => categories.find((c) => c.name === name)!.id;
  await tx.insert(helpArticles).values([
    ...FAQ.flatMap((c) =>
      c.entries.map((entry, index) => ({
        categoryId: idOf(c.name),
        kind: 'FAQ',
        published: true,
        position: index + 1,
        ...entry,
      })),
    ),
    ...HELP.map((help, index) => ({
      categoryId: idOf(index === 2 ? 'Primeiros passos' : 'Faturamento e lotes TISS'),
      kind: 'HELP',
      published: true,
      audience: 'SIGNED_IN',
      position: 100 + index,
      ...help,
    })),
  ]);
}
