import { Field, ID, InputType } from 'type-graphql';

@InputType()
export class AnswerInput {
  @Field(() => ID)
  questionId: string;

  @Field(() => String)
  selectedAnswer: string;
}
