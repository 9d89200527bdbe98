import { createContext, useContext } from 'react';

/** True inside a workspace's shell, whose `main` region already holds the page. */
export const InShellContext = createContext(false);

export const useInShell = () => useContext(InShellContext);
