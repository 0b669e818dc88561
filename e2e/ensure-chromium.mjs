// The e2e suite drives Debian's Chromium headless shell (never a downloaded browser): the
// package chromium-headless-shell, the same Chromium without the desktop browser's windowing,
// which Playwright itself prefers for headless runs. Installs it when missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { E2E_CHROMIUM } from './chromium-path.mjs';

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

if (!existsSync(E2E_CHROMIUM)) {
  console.log(`${E2E_CHROMIUM} não encontrado: instalando o pacote chromium-headless-shell (apt-get).`);
  const install = ['install', '-y', '--no-install-recommends', 'chromium-headless-shell'];
  const ok = run('apt-get', ['update']) && run('apt-get', install);
  if (!ok || !existsSync(E2E_CHROMIUM)) {
    console.error(
      `\nNão foi possível instalar o Chromium em ${E2E_CHROMIUM}.\n` +
        'Instale-o manualmente (como root: apt-get update && apt-get install -y chromium-headless-shell) e rode os testes de novo.\n' +
        'Não use "npx playwright install": os testes usam o Chromium do sistema.\n',
    );
    process.exit(1);
  }
}
