import type { Tx } from '../client';
import { postCategories, postPublishers, posts } from '../schema';

/**
 * The demo's posts (decision 058): the institutional pages /aboutUs and /oldHome, two blog posts
 * about the product, two categories and the team as author. The server renders each page on its
 * first request (a post saved without its stored page).
 */

const ABOUT_US = `<p>O Honora é um sistema de faturamento de honorários médicos feito para grupos e cooperativas de anestesiologia e cirurgia no Brasil.</p>
<h2>O que fazemos</h2>
<p>Cada procedimento realizado vira um evento, com o preço calculado pela CBHPM e pelas negociações de cada convênio. Do evento saem as guias e os lotes TISS, os recebimentos, as glosas e os recursos, as cobranças e os repasses aos médicos.</p>
<ul><li>Preço exato ao centavo, com a memória de cálculo de cada valor.</li><li>Lotes TISS na versão que cada operadora pede.</li><li>Escalas de plantão com as regras do grupo e o cruzamento com o que foi faturado.</li></ul>
<h2>Para quem</h2>
<p>Para a equipe de faturamento que trabalha o dia todo com convênios e hospitais, para os coordenadores de escala e para os médicos que querem saber o que produziram e o que vão receber.</p>`;

const OLD_HOME = `<p>Esta é a página inicial do Honora como ela era antes do novo site: o faturamento de honorários da sua equipe de anestesia em um só lugar.</p>
<h2>Faturamento sem planilhas</h2>
<p>Registre os procedimentos, confira os valores e envie os lotes às operadoras. Acompanhe o que foi pago, o que foi glosado e o que está atrasado.</p>
<p>Já é cliente? Use o link <strong>Entrar no Honora</strong> no topo da página.</p>`;

const GLOSAS = `<p>A glosa é o valor que a operadora deixa de pagar de uma guia, com um motivo da tabela 38 do padrão TISS.</p>
<h2>Os motivos mais comuns</h2>
<ol><li>Guia sem autorização ou com a senha vencida.</li><li>Procedimento incompatível com o porte anestésico informado.</li><li>Prazo de envio do lote excedido.</li></ol>
<h2>Como recorrer</h2>
<p>No Honora, marque as glosas a recorrer no evento, escreva a justificativa e gere o recurso de glosa. O valor recuperado entra no razão do evento como um novo recebimento.</p>
<blockquote>Recorrer cedo aumenta a chance de recuperar o valor: cada operadora tem o seu prazo.</blockquote>`;

const ESCALA = `<p>A escala de plantão do mês é montada no Honora célula a célula, e cada escolha é conferida na hora pelas regras do grupo.</p>
<h2>As regras que o sistema confere</h2>
<ul><li>Ninguém em dois plantões presenciais ao mesmo tempo.</li><li>O descanso mínimo entre plantões.</li><li>Férias, exceções e os limites de cada médico.</li></ul>
<p>Depois de publicada, a escala avisa cada médico por e-mail e fica disponível no calendário dele.</p>`;

/** Seeds the demo's posts (one transaction with the rest of the demo). */
export async function seedDemoPosts(tx: Tx): Promise<void> {
  const [team] = await tx
    .insert(postPublishers)
    .values({
      name: 'Equipe Honora',
      bio: 'Quem constrói e mantém o Honora, com grupos de anestesiologia de todo o país.',
    })
    .returning();
  const categories = await tx
    .insert(postCategories)
    .values([
      { name: 'Faturamento e glosas', slug: 'faturamento-e-glosas' },
      { name: 'Escalas de plantão', slug: 'escalas-de-plantao' },
    ])
    .returning();
  const [billing, schedules] = categories;
  const publishedAt = (days: number) => new Date(Date.now() - days * 86_400_000);
  const authorIds = [team!.id];
  await tx.insert(posts).values([
    {
      title: 'Sobre o Honora',
      description: 'Quem somos e o que o Honora faz pelos grupos de anestesiologia e cirurgia.',
      body: ABOUT_US.replace(/\n/g, ''),
      slug: 'sobre-nos',
      placement: 'ABOUT_US',
      published: true,
      publishedAt: publishedAt(30),
      authorIds,
    },
    {
      title: 'Honora: faturamento de honorários médicos',
      description: 'A página inicial do Honora antes do novo site.',
      body: OLD_HOME.replace(/\n/g, ''),
      slug: 'inicio-antigo',
      placement: 'OLD_HOME',
      published: true,
      publishedAt: publishedAt(30),
      authorIds,
    },
    {
      title: 'Glosas: os motivos mais comuns e como recorrer',
      description: 'O que é uma glosa, por que as operadoras glosam e como recorrer pelo Honora.',
      body: GLOSAS.replace(/\n/g, ''),
      slug: 'glosas-motivos-e-recursos',
      published: true,
      publishedAt: publishedAt(7),
      authorIds,
      categoryIds: [billing!.id],
    },
    {
      title: 'Como o Honora confere a escala de plantão',
      description: 'As regras conferidas a cada célula da escala do mês.',
      body: ESCALA.replace(/\n/g, ''),
      slug: 'como-o-honora-confere-a-escala',
      published: true,
      publishedAt: publishedAt(2),
      authorIds,
      categoryIds: [schedules!.id],
    },
  ]);
}
