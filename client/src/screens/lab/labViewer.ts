import { createViewerStore, initialChoice, initialLinkProblem } from '../../board/viewerStore';

/**
 * The lab's viewer store: the board its canvas draws (handed to the scene through BoardStoreProvider), the map choice
 * and the selection its panels, keys, editor and address follow. Only the lab reads or writes it; the match, the lessons
 * and the replay own their own board stores.
 */
export const useViewer = createViewerStore(initialChoice(), initialLinkProblem());
