// The e2e suite drives Debian's Chromium (never a downloaded browser). Installs it when missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

function run(command, args) {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const [cmd, argv] = asRoot ? [command, args] : ['sudo', ['-n', command, ...args]];
  console.log(`$ ${[cmd, ...argv].join(' ')}`);
  const result = spawnSync(cmd, argv, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

if (!existsSync(CHROMIUM)) {
  console.log(`${CHROMIUM} não encontrado: instalando o pacote chromium (apt-get).`);
  const ok = run('apt-get', ['update']) && run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']);
  if (!ok || !existsSync(CHROMIUM)) {
    console.error(
      `\nNão foi possível instalar o Chromium em ${CHROMIUM}.\n` +
        'Instale-o manualmente (como root: apt-get update && apt-get install -y chromium) e rode os testes de novo.\n' +
        'Não use "npx playwright install": os testes usam o Chromium do sistema.\n',
    );
    process.exit(1);
  }
}
