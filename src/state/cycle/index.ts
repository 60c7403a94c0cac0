export { CYCLE_AMOUNT_DECIMALS, cycleCost, cycleFee, cycleProfit, cycleReturn, stakeProblem, type StakeProblem } from './cycleMath';
export { cyclePeriodOf, cycleSymbolsOf } from './cycleSymbols';
export { useCycleRules } from './useCycleRules';
export { useCycleOrders } from './useCycleOrders';
export { useCycleHistory } from './useCycleHistory';
export { useCycleEvidence } from './useCycleEvidence';
export { cyclePageLink } from './cycleLink';
