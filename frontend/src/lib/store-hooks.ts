import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from '../app/store';

/**
 * The typed store hooks, below the features (CONVENTIONS.md): features and components read the store through these,
 * never through app/ (only the types come from the store's definition, so nothing here runs app/ code).
 */
export type { RootState };
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
