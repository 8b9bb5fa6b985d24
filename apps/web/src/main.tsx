import '@mantine/core/styles.css';
import { mountApp } from './app/mount';
import { capturePunchoutEntry } from './lib/punchout';

capturePunchoutEntry();
void mountApp(document.getElementById('root')!);
