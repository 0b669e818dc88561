import pg from 'pg';
import { closedLoop, percentile, report, scratchDatabase, setActor, startApp, stop } from './lib';

const POSTS = 200;
const CONCURRENCY = 16;

/**
 * posts.page.p95_ms (decision 058): 200 published posts in PostgreSQL (on the demo's), the server
 * started as `npm start` runs it, and one post's public page (/post/<slug>, the stored render with
 * its ETag) requested by 16 concurrent readers for 5 s. Baseline: 20 ms.
 */
export async function benchPosts(baseUrl: string): Promise<void> {
  const scratch = await scratchDatabase(baseUrl, 'posts');
  try {
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    await setActor(client);
    const body =
      '<h2>Glosas</h2>' +
      '<p>Texto do post com <strong>negrito</strong> e <a href="https://ans.gov.br">um link</a>.</p>'.repeat(40);
    await client.query(
      `INSERT INTO posts (title, description, body, slug, published, published_at)
       SELECT 'Post de carga ' || n, 'Resumo do post ' || n, $1, 'post-de-carga-' || n, true, now() - n * interval '1 hour'
       FROM generate_series(1, $2::int) n`,
      [body, POSTS],
    );
    await client.end();
    const app = await startApp(scratch.url);
    try {
      const url = `http://127.0.0.1:${app.port}/post/post-de-carga-${POSTS / 2}`;
      const first = await fetch(url);
      if (first.status !== 200) throw new Error(`GET ${url}: ${first.status}`);
      await first.text();
      const read = async () => {
        const res = await fetch(url);
        if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}`);
        await res.arrayBuffer();
      };
      await closedLoop(CONCURRENCY, 1_000, read); // warm-up
      const latencies = await closedLoop(CONCURRENCY, 5_000, read);
      console.error(`# posts: ${POSTS} posts, ${latencies.length} leituras de uma página`);
      report('posts.page.p95_ms', percentile(latencies, 95), 'ms', 20);
    } finally {
      await stop(app.child);
    }
  } finally {
    await scratch.drop();
  }
}
