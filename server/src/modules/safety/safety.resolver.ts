import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CrisisResource, toCrisisResource } from '../assessment/assessment.types.js';
import { countryFromAcceptLanguage } from './country.js';
import type { SafetyPlanView } from './safety-plan.service.js';
import { SafetyContact, SafetyPlan, SafetyPlanInput } from './safety.types.js';

@Resolver()
export class SafetyResolver {
  @Authorized()
  @Query(() => SafetyPlan, {
    nullable: true,
    description: "next (safety and consent): the member's safety plan, or null before they make one.",
  })
  async safetyPlan(@Ctx() ctx: GraphQLContext): Promise<SafetyPlan | null> {
    const plan = await ctx.services.safetyPlans.get(ctx.userId!);
    return plan ? toSafetyPlan(plan) : null;
  }

  @Authorized()
  @Mutation(() => SafetyPlan, { description: 'next (safety and consent)' })
  async saveSafetyPlan(
    @Arg('input', () => SafetyPlanInput) input: SafetyPlanInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SafetyPlan> {
    // Copied field by field: nothing but these lists reaches the service.
    const contacts = (list: SafetyPlanInput['peopleToAsk']) => list.map((c) => ({ name: c.name, phone: c.phone }));
    const plan = await ctx.services.safetyPlans.save(ctx.userId!, {
      warningSigns: input.warningSigns,
      copingStrategies: input.copingStrategies,
      distractions: input.distractions,
      peopleToAsk: contacts(input.peopleToAsk),
      professionals: contacts(input.professionals),
      safeEnvironment: input.safeEnvironment,
      reasonsForLiving: input.reasonsForLiving,
    });
    return toSafetyPlan(plan);
  }

  @Query(() => [CrisisResource], {
    description:
      'next (safety and consent): crisis resources for a country (ISO 3166 alpha-2), else the configured defaults; answered for visitors too.',
  })
  async crisisResources(
    @Arg('country', () => String, { nullable: true }) country: string | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CrisisResource[]> {
    // Else the member's profile, else the Accept-Language region, else the configured default.
    let code = country ?? null;
    if (code === null && ctx.userId && ctx.currentUser) code = (await ctx.currentUser())?.country ?? null;
    code ??= countryFromAcceptLanguage(ctx.req, (c) => ctx.services.crisis.knows(c));
    return ctx.services.crisis.resources(code).map(toCrisisResource);
  }
}

function toSafetyPlan(plan: SafetyPlanView): SafetyPlan {
  const contact = (c: { name: string; phone?: string }) =>
    Object.assign(new SafetyContact(), { name: c.name, phone: c.phone ?? null });
  return Object.assign(new SafetyPlan(), {
    warningSigns: plan.warningSigns,
    copingStrategies: plan.copingStrategies,
    distractions: plan.distractions,
    peopleToAsk: plan.peopleToAsk.map(contact),
    professionals: plan.professionals.map(contact),
    safeEnvironment: plan.safeEnvironment,
    reasonsForLiving: plan.reasonsForLiving,
    updatedAt: plan.updatedAt,
  });
}
