// The files beside the runs that the settings name, as the formats read them (FormatAdapter.sourceFiles):
// a record apart, so that every question a format answers can be handed it.
import type { Benchmark } from '../model/model';

/** What each format read from the files the settings name, by benchmark: only that format looks into its own. */
export type FormatSources = ReadonlyMap<Benchmark, unknown>;
