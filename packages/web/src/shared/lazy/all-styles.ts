/**
 * All of Mantine's styles. The first load carries only the styles of the login, the shell and the
 * dashboard (app/first-load-styles.ts); every screen loaded after them brings this file with it
 * (lazyScreen), so each later screen has every component's styles before it shows (decision 021).
 * The file repeats the first-load rules in the same order: the cascade is the one of the whole file.
 */
import '@mantine/core/styles.css';
